import {
  ApprovalRunStatus,
  ApprovalTaskStatus,
  approvalEscalateAction,
  JobKind,
  MemberStatus,
} from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { defineJob } from '../../../platform/jobs';
import { takeSteps } from '../../../platform/steps/take-steps';
import { users } from '../../identity/shared-tables';
import { approvalRuns, approvalTasks } from '../tables';
import { approverContext, escalationApprovers } from './approvers';
import { taskSteps } from './task-steps';

const escalator = systemActor('approvalEscalate');

/**
 * One running approval whose open tasks all wait on approvers who are gone (disabled, or no longer members of
 * its organisation): their tasks close and the level goes to the administrators (escalated), as when a level
 * opens without approvers. Returns whether it escalated.
 */
async function escalateRun(tx: Tx, runId: number, at: Date): Promise<boolean> {
  const [run] = await tx
    .select()
    .from(approvalRuns)
    .where(and(eq(approvalRuns.id, runId), eq(approvalRuns.status, ApprovalRunStatus.running)))
    .for('update', { skipLocked: true });
  if (!run) return false;
  const open = await tx
    .select({
      id: approvalTasks.id,
      levelIndex: approvalTasks.levelIndex,
      status: users.status,
      orgId: users.orgId,
    })
    .from(approvalTasks)
    .innerJoin(users, eq(users.id, approvalTasks.approverUserId))
    .where(and(eq(approvalTasks.runId, run.id), eq(approvalTasks.status, ApprovalTaskStatus.open)));
  const context = await approverContext(tx, run.orgId, run.applicantUserId);
  const gone = (task: (typeof open)[number]) =>
    task.status !== MemberStatus.enabled || task.orgId === null || !context.orgIds.includes(task.orgId);
  if (open.length === 0 || !open.every(gone)) return false;
  const approvers = await escalationApprovers(tx, context);
  if (approvers.length === 0) return false;
  await takeSteps(tx, taskSteps, { ids: open.map((task) => task.id), event: 'close', actor: escalator });
  await tx.insert(approvalTasks).values(
    approvers.map((approverUserId) => ({
      runId: run.id,
      levelIndex: open[0]!.levelIndex,
      approverUserId,
      escalated: true,
      createdAt: at,
    })),
  );
  return true;
}

/**
 * Escalates every running approval whose open tasks all wait on disabled approvers (or ones who left its
 * organisation, among those); returns how many.
 */
export async function escalateStalledApprovals(db: Db): Promise<number> {
  const running = await db
    .selectDistinct({ id: approvalRuns.id })
    .from(approvalRuns)
    .innerJoin(approvalTasks, eq(approvalTasks.runId, approvalRuns.id))
    .innerJoin(users, eq(users.id, approvalTasks.approverUserId))
    .where(
      and(
        eq(approvalRuns.status, ApprovalRunStatus.running),
        eq(approvalTasks.status, ApprovalTaskStatus.open),
        eq(users.status, MemberStatus.disabled),
      ),
    )
    .orderBy(asc(approvalRuns.id));
  let escalated = 0;
  for (const run of running) {
    if (await db.transaction((tx) => escalateRun(tx, run.id, now()))) escalated += 1;
  }
  return escalated;
}

/** Never stalls silently: a level whose approvers were disabled after it opened goes to the administrators. */
export const approvalEscalateJob = defineJob({
  kind: JobKind.approvalEscalate,
  maxAttempts: 3,
  audit: approvalEscalateAction,
  run: async ({ db, log }) => {
    const escalated = await escalateStalledApprovals(db);
    if (escalated > 0) log.info({ escalated }, 'approvals escalated: their approvers are gone');
  },
});

export const approvalEscalateSchedule = {
  name: 'approvalEscalate',
  cron: '*/10 * * * *',
  kind: JobKind.approvalEscalate,
};
