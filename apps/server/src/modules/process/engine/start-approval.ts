import {
  type ApprovalFacts,
  ApprovalTaskStatus,
  type BusinessKindCode,
  type ProcessLevel,
  ProcessVersionStatus,
} from '@procuremart/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { approvalProcesses, approvalProcessVersions, approvalRuns, approvalTasks } from '../tables';
import { type ApproverContext, approverContext, escalationApprovers, levelApprovers } from './approvers';
import { applicableLevels } from './conditions';

/** What an approval will run on: the published version and the levels of it that apply. */
export interface ApprovalPlan {
  versionId: number;
  levels: ProcessLevel[];
  /** Indexes of `levels` the approval goes through, in order. */
  applicable: number[];
  topOrgId: number;
}

/**
 * The published version of a kind for an organisation: its own process's, else (none, or none published) the
 * platform's.
 */
async function publishedVersion(db: Db | Tx, businessKind: BusinessKindCode, topOrgId: number) {
  for (const org of [eq(approvalProcesses.orgId, topOrgId), isNull(approvalProcesses.orgId)]) {
    const [found] = await db
      .select({ id: approvalProcessVersions.id, levels: approvalProcessVersions.levels })
      .from(approvalProcessVersions)
      .innerJoin(approvalProcesses, eq(approvalProcesses.id, approvalProcessVersions.processId))
      .where(
        and(
          eq(approvalProcesses.businessKind, businessKind),
          org,
          eq(approvalProcessVersions.status, ProcessVersionStatus.published),
        ),
      );
    if (found) return found;
  }
  return null;
}

/**
 * Whether a subject of this kind and organisation with these facts needs approval, and on what: null when no
 * published process applies or none of its levels' conditions hold. `required` (a subject already waiting for
 * approval by an older rule) makes the first level apply when none does.
 */
export async function planApproval(
  db: Db | Tx,
  input: { businessKind: BusinessKindCode; orgId: number; facts: ApprovalFacts; required?: boolean },
): Promise<ApprovalPlan | null> {
  const { topId } = await approverContext(db, input.orgId, 0);
  const version = await publishedVersion(db, input.businessKind, topId);
  if (!version) return null;
  const applicable = applicableLevels(version.levels, input.facts);
  if (applicable.length === 0 && input.required) applicable.push(0);
  if (applicable.length === 0) return null;
  return { versionId: version.id, levels: version.levels, applicable, topOrgId: topId };
}

/**
 * Who decides a level: its approvers (`except` those who already approved it), or when none is left the
 * escalation's (the organisation's administrators, else the platform's operation administrators), `escalated`.
 * Nobody at all (a platform audit before any operator exists): an empty list.
 */
export async function levelDeciders(
  tx: Db | Tx,
  context: ApproverContext,
  level: ProcessLevel,
  except: readonly number[] = [],
): Promise<{ approvers: number[]; escalated: boolean }> {
  const own = (await levelApprovers(tx, level.approvers, context)).filter((id) => !except.includes(id));
  if (own.length > 0) return { approvers: own, escalated: false };
  return { approvers: await escalationApprovers(tx, context), escalated: true };
}

/** Gives these deciders their open tasks of one level of a run. */
export async function insertLevelTasks(
  tx: Tx,
  runId: number,
  levelIndex: number,
  deciders: { approvers: number[]; escalated: boolean },
  at: Date,
): Promise<void> {
  if (deciders.approvers.length === 0) return;
  await tx.insert(approvalTasks).values(
    deciders.approvers.map((approverUserId) => ({
      runId,
      levelIndex,
      approverUserId,
      escalated: deciders.escalated,
      status: ApprovalTaskStatus.open,
      createdAt: at,
    })),
  );
}

/**
 * The tasks of one level: its approvers', or (all gone) the escalation's, marked escalated. When nobody at all can
 * decide it, the run waits at the level with no open task, and the escalation job gives it tasks once someone can.
 */
export async function openLevel(
  tx: Tx,
  run: { id: number; orgId: number; applicantUserId: number },
  level: ProcessLevel,
  levelIndex: number,
  at: Date,
): Promise<void> {
  const context = await approverContext(tx, run.orgId, run.applicantUserId);
  await insertLevelTasks(tx, run.id, levelIndex, await levelDeciders(tx, context, level), at);
}

/**
 * Starts the approval of one subject on a plan: the run keeps the plan's version to its end (a version published
 * later changes nothing of it), and the first applicable level's approvers get their tasks.
 */
export async function startApproval(
  tx: Tx,
  plan: ApprovalPlan,
  subject: {
    businessKind: BusinessKindCode;
    subjectId: number;
    subjectNo: string;
    applicantUserId: number;
    facts: ApprovalFacts;
  },
  at: Date,
): Promise<number> {
  const [run] = await tx
    .insert(approvalRuns)
    .values({
      versionId: plan.versionId,
      businessKind: subject.businessKind,
      subjectId: subject.subjectId,
      subjectNo: subject.subjectNo,
      orgId: plan.topOrgId,
      applicantUserId: subject.applicantUserId,
      facts: subject.facts,
      levels: plan.applicable,
      createdAt: at,
    })
    .returning({
      id: approvalRuns.id,
      orgId: approvalRuns.orgId,
      applicantUserId: approvalRuns.applicantUserId,
    });
  const first = plan.applicable[0]!;
  await openLevel(tx, run!, plan.levels[first]!, first, at);
  return run!.id;
}
