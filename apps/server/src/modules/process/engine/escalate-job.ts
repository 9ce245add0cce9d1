import {
  ApprovalRunStatus,
  ApprovalTaskStatus,
  approvalEscalateAction,
  JobKind,
  type ProcessLevel,
} from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { defineJob } from '../../../platform/jobs';
import { takeSteps } from '../../../platform/steps/take-steps';
import { approvalProcessVersions, approvalRuns, approvalTasks } from '../tables';
import {
  type ApproverContext,
  approverContext,
  escalationApprovers,
  isEnabledMember,
  levelApprovers,
} from './approvers';
import { insertLevelTasks, levelDeciders } from './start-approval';
import { taskSteps } from './task-steps';

const escalator = systemActor('approvalEscalate');

type LevelTask = Pick<
  typeof approvalTasks.$inferSelect,
  'id' | 'approverUserId' | 'status' | 'escalated' | 'delegatedFrom'
>;

/**
 * The open tasks whose approvers no longer qualify for them: for a level's own task, its approvers re-resolved
 * (disabled, left the organisation, lost the role or station the level names, or the role or station stopped);
 * for an escalated one, the escalation's approvers; for a delegated one, an enabled member of the organisation.
 */
async function goneTasks(tx: Tx, open: LevelTask[], level: ProcessLevel, context: ApproverContext) {
  const qualified = new Set(await levelApprovers(tx, level.approvers, context));
  const escalation = open.some((task) => task.escalated && task.delegatedFrom === null)
    ? new Set(await escalationApprovers(tx, context))
    : new Set<number>();
  const gone: LevelTask[] = [];
  for (const task of open) {
    const stays =
      task.delegatedFrom !== null
        ? await isEnabledMember(tx, task.approverUserId, context)
        : (task.escalated ? escalation : qualified).has(task.approverUserId);
    if (!stays) gone.push(task);
  }
  return gone;
}

const closeTasks = (tx: Tx, tasks: LevelTask[]) =>
  tasks.length === 0
    ? Promise.resolve()
    : takeSteps(tx, taskSteps, { ids: tasks.map((task) => task.id), event: 'close', actor: escalator });

/**
 * One running approval, re-examined at its current level. Tasks of approvers who no longer qualify close; when none
 * is left open (all gone, or the level opened when nobody could decide it), the level opens again for whoever can
 * now: its approvers (not those who already approved it), else the administrators (escalated). Nobody at all:
 * nothing changes, and the next round looks again. Returns whether anything changed.
 */
async function escalateRun(tx: Tx, runId: number, at: Date): Promise<boolean> {
  const [run] = await tx
    .select()
    .from(approvalRuns)
    .where(and(eq(approvalRuns.id, runId), eq(approvalRuns.status, ApprovalRunStatus.running)))
    .for('update', { skipLocked: true });
  if (!run) return false;
  const [version] = await tx
    .select({ levels: approvalProcessVersions.levels })
    .from(approvalProcessVersions)
    .where(eq(approvalProcessVersions.id, run.versionId));
  const levelIndex = run.levels[run.currentLevel]!;
  const level = version!.levels[levelIndex]!;
  const tasks = await tx
    .select({
      id: approvalTasks.id,
      approverUserId: approvalTasks.approverUserId,
      status: approvalTasks.status,
      escalated: approvalTasks.escalated,
      delegatedFrom: approvalTasks.delegatedFrom,
    })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.runId, run.id), eq(approvalTasks.levelIndex, levelIndex)))
    .orderBy(asc(approvalTasks.id));
  const open = tasks.filter((task) => task.status === ApprovalTaskStatus.open);
  const context = await approverContext(tx, run.orgId, run.applicantUserId);
  const gone = await goneTasks(tx, open, level, context);
  if (open.length > 0 && gone.length === 0) return false;
  // Some still qualify: they decide the level without the others.
  if (gone.length < open.length) {
    await closeTasks(tx, gone);
    return true;
  }
  const approved = tasks.flatMap((task) =>
    task.status === ApprovalTaskStatus.approved ? [task.approverUserId] : [],
  );
  const deciders = await levelDeciders(tx, context, level, approved);
  if (deciders.approvers.length === 0) return false;
  await closeTasks(tx, gone);
  await insertLevelTasks(tx, run.id, levelIndex, deciders, at);
  return true;
}

/**
 * Re-examines every running approval (who qualifies for a level is only known by resolving its approvers again:
 * a role or station lost or stopped leaves no trace on the task) and returns how many changed hands.
 */
export async function escalateStalledApprovals(db: Db): Promise<number> {
  const running = await db
    .select({ id: approvalRuns.id })
    .from(approvalRuns)
    .where(eq(approvalRuns.status, ApprovalRunStatus.running))
    .orderBy(asc(approvalRuns.id));
  let escalated = 0;
  for (const run of running) {
    if (await db.transaction((tx) => escalateRun(tx, run.id, now()))) escalated += 1;
  }
  return escalated;
}

/**
 * Never stalls silently: a level whose approvers were disabled, left, or lost the role or station after it opened
 * (or that opened with nobody to decide it) goes to whoever can decide it now.
 */
export const approvalEscalateJob = defineJob({
  kind: JobKind.approvalEscalate,
  maxAttempts: 3,
  audit: approvalEscalateAction,
  run: async ({ db, log }) => {
    const escalated = await escalateStalledApprovals(db);
    if (escalated > 0) log.info({ escalated }, 'approvals re-assigned: their approvers are gone');
  },
});

export const approvalEscalateSchedule = {
  name: 'approvalEscalate',
  cron: '*/10 * * * *',
  kind: JobKind.approvalEscalate,
};
