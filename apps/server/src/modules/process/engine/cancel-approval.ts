import { ApprovalRunStatus, ApprovalTaskStatus, type BusinessKindCode } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { takeSteps } from '../../../platform/steps/take-steps';
import { approvalRuns, approvalTasks } from '../tables';
import { runningRunOf } from './platform-audits';
import { taskSteps } from './task-steps';

/**
 * The request a running approval decides was withdrawn (a supplier withdraws its price change, an operator releases
 * a registration): its open tasks close through the task machine (they leave the approvers' lists, their history
 * says nobody needed to decide them) and the run is cancelled. Nothing is published: the business domain took its
 * own step already. Returns whether an approval was running.
 */
export async function cancelApproval(
  tx: Tx,
  businessKind: BusinessKindCode,
  subjectId: number,
  at: Date = now(),
): Promise<boolean> {
  const run = await runningRunOf(tx, businessKind, subjectId, true);
  if (!run) return false;
  const open = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.runId, run.id), eq(approvalTasks.status, ApprovalTaskStatus.open)));
  await takeSteps(tx, taskSteps, {
    ids: open.map((task) => task.id),
    event: 'close',
    actor: systemActor('approval'),
  });
  await tx
    .update(approvalRuns)
    .set({ status: ApprovalRunStatus.cancelled, finishedAt: at })
    .where(eq(approvalRuns.id, run.id));
  return true;
}
