import { ApprovalRunStatus, ApprovalTaskStatus, type BusinessKindCode } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { takeSteps } from '../../../platform/steps/take-steps';
import { approvalRuns, approvalTasks } from '../tables';
import { taskSteps } from './task-steps';

/**
 * Cancels the running approval of a subject its domain withdrew (a released registration): its open tasks are
 * closed through the task machine (they leave the approvers' lists, with their history), the run ends cancelled.
 * Nothing is published: the domain that withdrew the subject already moved it. Returns whether one was running.
 */
export async function cancelApproval(
  tx: Tx,
  businessKind: BusinessKindCode,
  subjectId: number,
): Promise<boolean> {
  const [run] = await tx
    .select({ id: approvalRuns.id })
    .from(approvalRuns)
    .where(
      and(
        eq(approvalRuns.businessKind, businessKind),
        eq(approvalRuns.subjectId, subjectId),
        eq(approvalRuns.status, ApprovalRunStatus.running),
      ),
    )
    .for('update');
  if (!run) return false;
  const open = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.runId, run.id), eq(approvalTasks.status, ApprovalTaskStatus.open)));
  if (open.length > 0) {
    await takeSteps(tx, taskSteps, {
      ids: open.map((task) => task.id),
      event: 'close',
      actor: systemActor('approval'),
    });
  }
  await tx
    .update(approvalRuns)
    .set({ status: ApprovalRunStatus.cancelled, finishedAt: now() })
    .where(eq(approvalRuns.id, run.id));
  return true;
}
