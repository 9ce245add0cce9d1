import {
  ApprovalRunStatus,
  ApprovalTaskStatus,
  approvalEvents,
  type BusinessKindCode,
  ErrorCode,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { publish } from '../../../platform/steps/domain-events';
import { takeSteps } from '../../../platform/steps/take-steps';
import { approvalProcessVersions, approvalRuns, approvalTasks } from '../tables';
import { approverContext, isEnabledMember } from './approvers';
import { openLevel } from './start-approval';
import { taskDecided, taskNotFound, taskSteps } from './task-steps';

/**
 * One of the actor's tasks with its run, the run locked: decisions on one approval are taken one after the
 * other, so of two approvers deciding at once one wins and the other finds its task no longer open.
 */
async function lockOwnTask(tx: Tx, actor: Actor, taskId: number) {
  const [mine] = await tx
    .select({ runId: approvalTasks.runId })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.id, taskId), eq(approvalTasks.approverUserId, actor.userId)));
  if (!mine) throw taskNotFound();
  const [run] = await tx.select().from(approvalRuns).where(eq(approvalRuns.id, mine.runId)).for('update');
  const [task] = await tx.select().from(approvalTasks).where(eq(approvalTasks.id, taskId));
  if (!run || !task) throw taskNotFound();
  if (run.applicantUserId === actor.userId)
    throw new BusinessError(ErrorCode.business, 'approval.ownRequest');
  if (task.status !== ApprovalTaskStatus.open || run.status !== ApprovalRunStatus.running)
    throw taskDecided();
  return { run, task };
}

type Run = typeof approvalRuns.$inferSelect;

/** Closes the run's open tasks (of one level, or all) through the task machine: nobody needs to decide them. */
async function closeOpenTasks(tx: Tx, runId: number, levelIndex?: number) {
  const open = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.runId, runId),
        eq(approvalTasks.status, ApprovalTaskStatus.open),
        levelIndex === undefined ? undefined : eq(approvalTasks.levelIndex, levelIndex),
      ),
    );
  if (open.length === 0) return;
  await takeSteps(tx, taskSteps, {
    ids: open.map((task) => task.id),
    event: 'close',
    actor: systemActor('approval'),
  });
}

async function finish(tx: Tx, run: Run, approved: boolean, remark: string, actor: Actor, at: Date) {
  await tx
    .update(approvalRuns)
    .set({ status: approved ? ApprovalRunStatus.approved : ApprovalRunStatus.rejected, finishedAt: at })
    .where(eq(approvalRuns.id, run.id));
  await publish(tx, [
    approvalEvents.finished.of({
      runId: run.id,
      businessKind: run.businessKind as BusinessKindCode,
      subjectId: run.subjectId,
      approved,
      remark,
      deciderUserId: actor.userId,
    }),
  ]);
}

/** A level passed: the next applicable level's tasks open, or after the last the approval is approved. */
async function passLevel(tx: Tx, run: Run, remark: string, actor: Actor, at: Date) {
  const next = run.currentLevel + 1;
  if (next >= run.levels.length) return finish(tx, run, true, remark, actor, at);
  const [version] = await tx
    .select({ levels: approvalProcessVersions.levels })
    .from(approvalProcessVersions)
    .where(eq(approvalProcessVersions.id, run.versionId));
  const levelIndex = run.levels[next]!;
  await tx.update(approvalRuns).set({ currentLevel: next }).where(eq(approvalRuns.id, run.id));
  await openLevel(tx, run, version!.levels[levelIndex]!, levelIndex, at);
}

/**
 * Approves or rejects one of the actor's open tasks. A rejection (with its reason) rejects the approval; an
 * approval passes its level at once (any-one) or with the level's last open task (all-must). The approval's end
 * is published as `approval.finished`, which the business kind's domain hears in this transaction.
 */
export async function decideTask(
  tx: Tx,
  actor: Actor,
  input: { taskId: number; approved: boolean; remark: string },
): Promise<{ runId: number; runStatus: number }> {
  const { run, task } = await lockOwnTask(tx, actor, input.taskId);
  const event = input.approved ? 'approve' : 'reject';
  await takeSteps(tx, taskSteps, { ids: [task.id], event, actor, remark: input.remark });
  const at = now();
  if (!input.approved) {
    await closeOpenTasks(tx, run.id);
    await finish(tx, run, false, input.remark, actor, at);
  } else {
    const [version] = await tx
      .select({ levels: approvalProcessVersions.levels })
      .from(approvalProcessVersions)
      .where(eq(approvalProcessVersions.id, run.versionId));
    const level = version!.levels[task.levelIndex]!;
    if (level.mode === 'any') await closeOpenTasks(tx, run.id, task.levelIndex);
    const [stillOpen] = await tx
      .select({ id: approvalTasks.id })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.runId, run.id),
          eq(approvalTasks.levelIndex, task.levelIndex),
          eq(approvalTasks.status, ApprovalTaskStatus.open),
        ),
      )
      .limit(1);
    if (!stillOpen) await passLevel(tx, run, input.remark, actor, at);
  }
  const [after] = await tx
    .select({ status: approvalRuns.status })
    .from(approvalRuns)
    .where(eq(approvalRuns.id, run.id));
  return { runId: run.id, runStatus: after!.status };
}

/**
 * Hands one of the actor's open tasks to another enabled member of the approval's organisation (never the
 * applicant, never someone with an open task of the same level already): a new open task for them.
 */
export async function delegateTask(
  tx: Tx,
  actor: Actor,
  input: { taskId: number; toUserId: number; remark: string },
): Promise<{ newTaskId: number }> {
  const { run, task } = await lockOwnTask(tx, actor, input.taskId);
  const context = await approverContext(tx, run.orgId, run.applicantUserId);
  const mayTake = input.toUserId !== actor.userId && (await isEnabledMember(tx, input.toUserId, context));
  const [busy] = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.runId, run.id),
        eq(approvalTasks.levelIndex, task.levelIndex),
        eq(approvalTasks.approverUserId, input.toUserId),
        eq(approvalTasks.status, ApprovalTaskStatus.open),
      ),
    );
  if (!mayTake || busy) throw fieldError('approval.delegateTarget', 'toUserId');
  const at = now();
  await takeSteps(tx, taskSteps, { ids: [task.id], event: 'delegate', actor, remark: input.remark });
  const [created] = await tx
    .insert(approvalTasks)
    .values({
      runId: run.id,
      levelIndex: task.levelIndex,
      approverUserId: input.toUserId,
      escalated: task.escalated,
      delegatedFrom: task.id,
      createdAt: at,
    })
    .returning({ id: approvalTasks.id });
  return { newTaskId: created!.id };
}

/** The open task of one approver on a subject's running approval (a business facade's decision), if any. */
export async function openTaskOf(tx: Tx, businessKind: BusinessKindCode, subjectId: number, userId: number) {
  const [row] = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .innerJoin(approvalRuns, eq(approvalRuns.id, approvalTasks.runId))
    .where(
      and(
        eq(approvalRuns.businessKind, businessKind),
        eq(approvalRuns.subjectId, subjectId),
        eq(approvalRuns.status, ApprovalRunStatus.running),
        eq(approvalTasks.approverUserId, userId),
        eq(approvalTasks.status, ApprovalTaskStatus.open),
      ),
    );
  return row?.id ?? null;
}
