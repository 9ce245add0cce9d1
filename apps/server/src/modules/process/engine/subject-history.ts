import type { BusinessKindCode } from '@procuremart/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { approvalRuns } from '../tables';
import { historyOf } from './task-list';

/**
 * Every task of every approval these subjects of a kind went through (a request submitted again has one approval
 * per submission), oldest first, each with its subject's id: who was asked at which level, who decided, when and
 * why. A business domain's detail page shows it beside its own status history.
 */
export async function subjectApprovalHistory(
  db: Db | Tx,
  businessKind: BusinessKindCode,
  subjectIds: number[],
) {
  if (subjectIds.length === 0) return [];
  const runs = await db
    .select({ id: approvalRuns.id, subjectId: approvalRuns.subjectId })
    .from(approvalRuns)
    .where(and(eq(approvalRuns.businessKind, businessKind), inArray(approvalRuns.subjectId, subjectIds)))
    .orderBy(asc(approvalRuns.id));
  const subjectOf = new Map(runs.map((run) => [run.id, run.subjectId]));
  const tasks = await historyOf(
    db as Db,
    runs.map((run) => run.id),
  );
  return tasks.map(({ approverUserId: _user, runId, ...task }) => ({
    ...task,
    subjectId: String(subjectOf.get(runId)),
  }));
}
