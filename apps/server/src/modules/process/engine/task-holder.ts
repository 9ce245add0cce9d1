import { ApprovalRunStatus, ApprovalTaskStatus, type BusinessKindCode } from '@procuremart/contract';
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { approvalRuns, approvalTasks } from '../tables';

/**
 * Whether `userId` holds an open task of the running approval of a record (`subjectId`, a list's id column) of
 * a kind, or of one of several kinds where a table's records go to either (a registration's organisation or
 * merchant audit): holding it is the authority to decide the audit (decideAudit refuses anyone else). A
 * correlated `exists` for the list's select, so one statement answers the whole page.
 */
export function holdsAuditTask(
  kinds: BusinessKindCode | readonly BusinessKindCode[],
  subjectId: AnyColumn | SQL,
  userId: number,
): SQL<boolean> {
  const kindList = typeof kinds === 'string' ? [kinds] : [...kinds];
  return sql<boolean>`exists (select 1 from ${approvalTasks} inner join ${approvalRuns}
    on ${approvalRuns.id} = ${approvalTasks.runId}
    where ${inArray(approvalRuns.businessKind, kindList)} and ${approvalRuns.subjectId} = ${subjectId}
    and ${approvalRuns.status} = ${ApprovalRunStatus.running}
    and ${approvalTasks.approverUserId} = ${userId} and ${approvalTasks.status} = ${ApprovalTaskStatus.open})`;
}

/**
 * A row's `actions` under a platform audit: the events its machine allows the actor, less the audit's
 * decisions unless the actor holds the audit's open task (`holdsAuditTask` selected beside the row).
 */
export function withHeldDecisions<E extends string>(
  events: readonly E[],
  decisions: readonly E[],
  holdsTask: boolean,
): E[] {
  return events.filter((event) => holdsTask || !decisions.includes(event));
}
