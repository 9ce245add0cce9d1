import {
  type ApprovalFacts,
  ApprovalRunStatus,
  type BusinessKindCode,
  ErrorCode,
  PLATFORM_AUDIT_KINDS,
} from '@procuremart/contract';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { ensurePlatformOrg } from '../../org';
import { approvalRuns } from '../tables';
import { decideTask, openTaskOf } from './decide-task';
import { planApproval, startApproval } from './start-approval';

/** One record submitted to the platform's audit. */
export interface AuditSubject {
  businessKind: BusinessKindCode;
  subjectId: number;
  /** How people know the record (an organisation's or goods' name, a change's number). */
  subjectNo: string;
  /** Who submitted it (never one of its approvers). */
  applicantUserId: number;
  facts?: ApprovalFacts;
}

function assertPlatformKind(kind: BusinessKindCode) {
  if (!PLATFORM_AUDIT_KINDS.includes(kind)) throw new Error(`${kind} is not decided by the platform`);
}

/**
 * Starts the platform's audit of a submitted record: the published platform process of its kind (the reference
 * seed makes sure of one), decided by the platform organisation's approvers; every submission is audited, so the
 * first level takes it when no level's condition holds. Returns the approval's id.
 */
export async function startAudit(tx: Tx, subject: AuditSubject, at: Date): Promise<number> {
  assertPlatformKind(subject.businessKind);
  const orgId = await ensurePlatformOrg(tx, at);
  const facts = subject.facts ?? {};
  const plan = await planApproval(tx, { businessKind: subject.businessKind, orgId, facts, required: true });
  if (!plan) throw new Error(`no published platform process for ${subject.businessKind}`);
  return startApproval(tx, plan, { ...subject, facts }, at);
}

/**
 * The operator's decision of an audit, through the engine: its open task of the record's running audit is decided;
 * when that ends the audit, `approval.finished` reaches the record's domain (in this transaction), which steps the
 * record. An operator without an open task of it (not an approver of the level, or already decided) is refused.
 */
export async function decideAudit(
  tx: Tx,
  actor: Actor,
  input: { businessKind: BusinessKindCode; subjectId: number; approved: boolean; remark: string },
): Promise<{ runStatus: number }> {
  assertPlatformKind(input.businessKind);
  const taskId = await openTaskOf(tx, input.businessKind, input.subjectId, actor.userId);
  if (taskId === null) throw new BusinessError(ErrorCode.notFound, 'approval.taskNotFound');
  const { runStatus } = await decideTask(tx, actor, {
    taskId,
    approved: input.approved,
    remark: input.remark,
  });
  return { runStatus };
}

/** Records of a kind (their id column) with a running approval: e.g. pending audits adopted at start-up. */
export const hasRunningApproval = (businessKind: BusinessKindCode, subjectId: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${approvalRuns} where ${approvalRuns.businessKind} = ${businessKind}
    and ${approvalRuns.subjectId} = ${subjectId} and ${approvalRuns.status} = ${ApprovalRunStatus.running})`;

/** The running approval of one record of a kind, if any; `lock`: locked for the rest of the transaction. */
export async function runningRunOf(
  db: Db | Tx,
  businessKind: BusinessKindCode,
  subjectId: number,
  lock = false,
): Promise<{ id: number } | undefined> {
  const query = db
    .select({ id: approvalRuns.id })
    .from(approvalRuns)
    .where(
      and(
        eq(approvalRuns.businessKind, businessKind),
        eq(approvalRuns.subjectId, subjectId),
        eq(approvalRuns.status, ApprovalRunStatus.running),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether one record has a running approval of its kind. */
export const auditRunning = async (db: Db | Tx, businessKind: BusinessKindCode, subjectId: number) =>
  (await runningRunOf(db, businessKind, subjectId)) !== undefined;
