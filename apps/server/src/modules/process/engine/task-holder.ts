import { ApprovalRunStatus, ApprovalTaskStatus, type BusinessKindCode } from '@procuremart/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { approvalRuns, approvalTasks } from '../tables';

/**
 * Whether `userId` holds an open task of the running approval of a record (`subjectId`, a list's id column) of
 * a kind, or of one of several kinds where a table's records go to either (a registration's organisation or
 * merchant audit): holding it is the authority to decide the audit (decideAudit refuses anyone else). A
 * correlated `exists` for the list's select, so one statement answers the whole page.
 */
export function holdsAuditTask(
  kinds: BusinessKindCode | readonly BusinessKindCode[],
  subjectId: AnyPgColumn,
  userId: number,
): SQL<boolean> {
  const kindList = typeof kinds === 'string' ? [kinds] : [...kinds];
  // Every column named with its table: drizzle leaves them bare in a one-table select, where the outer
  // record's id would be read as a column of the subquery's tables (approval_runs has an org_id too).
  const run = (column: AnyPgColumn) => sql`"held_runs".${sql.identifier(column.name)}`;
  const task = (column: AnyPgColumn) => sql`"held_tasks".${sql.identifier(column.name)}`;
  const subject = sql`${sql.identifier(getTableName(subjectId.table))}.${sql.identifier(subjectId.name)}`;
  return sql<boolean>`exists (select 1 from ${approvalTasks} as "held_tasks"
    inner join ${approvalRuns} as "held_runs" on ${run(approvalRuns.id)} = ${task(approvalTasks.runId)}
    where ${run(approvalRuns.businessKind)} in (${sql.join(
      kindList.map((kind) => sql`${kind}`),
      sql`, `,
    )}) and ${run(approvalRuns.subjectId)} = ${subject}
    and ${run(approvalRuns.status)} = ${ApprovalRunStatus.running}
    and ${task(approvalTasks.approverUserId)} = ${userId}
    and ${task(approvalTasks.status)} = ${ApprovalTaskStatus.open})`;
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
