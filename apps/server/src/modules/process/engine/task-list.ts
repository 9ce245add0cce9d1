import {
  type ApprovalHistory,
  type ApprovalTaskRow,
  ApprovalTaskStatus,
  type AuditTab,
  type BusinessKindCode,
  ErrorCode,
  type Page,
  queryApprovalTasks,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError } from '../../../platform/errors';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runAuditList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { approvalProcessVersions, approvalRuns, approvalTasks } from '../tables';

type Query = ParsedInput<typeof queryApprovalTasks>;

const applicants = alias(users, 'applicants');
const delegators = alias(users, 'delegators');
const delegatedTasks = alias(approvalTasks, 'delegated_tasks');

const levelName = sql<string>`${approvalProcessVersions.levels} -> ${approvalTasks.levelIndex} ->> 'name'`;

const taskColumns = {
  id: approvalTasks.id,
  runId: approvalTasks.runId,
  businessKind: approvalRuns.businessKind,
  subjectId: approvalRuns.subjectId,
  subjectNo: approvalRuns.subjectNo,
  applicantName: applicants.userName,
  amount: sql<string | null>`${approvalRuns.facts} ->> 'amount'`,
  levelIndex: approvalTasks.levelIndex,
  levelName,
  status: approvalTasks.status,
  escalated: approvalTasks.escalated,
  delegatedBy: delegators.userName,
  remark: approvalTasks.remark,
  createdAt: approvalTasks.createdAt,
  decidedAt: approvalTasks.decidedAt,
};

const joined = <T extends { from: (...args: any[]) => any }>(select: T) =>
  select
    .from(approvalTasks)
    .innerJoin(approvalRuns, eq(approvalRuns.id, approvalTasks.runId))
    .innerJoin(approvalProcessVersions, eq(approvalProcessVersions.id, approvalRuns.versionId))
    .innerJoin(applicants, eq(applicants.id, approvalRuns.applicantUserId))
    .leftJoin(delegatedTasks, eq(delegatedTasks.id, approvalTasks.delegatedFrom))
    .leftJoin(delegators, eq(delegators.id, delegatedTasks.approverUserId))
    .$dynamic();

type Selected = {
  id: number;
  runId: number;
  businessKind: string;
  subjectId: number;
  subjectNo: string;
  applicantName: string;
  amount: string | null;
  levelIndex: number;
  levelName: string;
  status: number;
  escalated: boolean;
  delegatedBy: string | null;
  remark: string;
  createdAt: Date;
  decidedAt: Date | null;
};

const toTaskRow = (row: Selected): ApprovalTaskRow => ({
  taskId: String(row.id),
  runId: String(row.runId),
  businessKind: row.businessKind as BusinessKindCode,
  subjectId: String(row.subjectId),
  subjectNo: row.subjectNo,
  applicantName: row.applicantName,
  amount: row.amount,
  levelNo: row.levelIndex + 1,
  levelName: row.levelName,
  status: row.status,
  escalated: row.escalated,
  delegatedBy: row.delegatedBy,
  remark: row.remark,
  createdAt: new Date(row.createdAt).toISOString(),
  decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
});

const taskList = defineListQuery<Query>()({
  rows: (db) => joined(db.select(taskColumns)),
  count: (db) => joined(db.select({ total: count() })),
  filters: filtersOf(queryApprovalTasks, { tab: appliedApart(), businessKind: approvalRuns.businessKind }),
  sorts: { createdAt: approvalTasks.createdAt },
  defaultOrder: [desc(approvalTasks.createdAt)],
  tieBreaker: approvalTasks.id,
  map: toTaskRow,
});

/** Pending: the caller's open tasks; decided: those it approved, rejected or handed on. */
const taskTabs = (): Record<AuditTab, SQL> => ({
  pending: eq(approvalTasks.status, ApprovalTaskStatus.open),
  decided: or(
    eq(approvalTasks.status, ApprovalTaskStatus.approved),
    eq(approvalTasks.status, ApprovalTaskStatus.rejected),
    eq(approvalTasks.status, ApprovalTaskStatus.delegated),
  ) as SQL,
});

/** The caller's own approval tasks: the approver's lists are made of open tasks, nothing else. */
export function listApprovalTasks(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<ApprovalTaskRow> & { tabCounts: Record<AuditTab, number> }> {
  return runAuditList(
    db,
    { ...taskList, where: eq(approvalTasks.approverUserId, actor.userId) },
    query,
    taskTabs(),
  );
}

/**
 * One approval with all its tasks, oldest first, for its applicant, anyone who had a task in it, or whoever may
 * see its organisation's processes (an operator; the organisation's administrator).
 */
export async function approvalHistory(db: Db, actor: Actor, runId: number): Promise<ApprovalHistory> {
  const [run] = await db
    .select({
      id: approvalRuns.id,
      businessKind: approvalRuns.businessKind,
      subjectId: approvalRuns.subjectId,
      versionId: approvalRuns.versionId,
      versionNo: approvalProcessVersions.versionNo,
      status: approvalRuns.status,
      orgId: approvalRuns.orgId,
      applicantUserId: approvalRuns.applicantUserId,
      applicantName: applicants.userName,
      createdAt: approvalRuns.createdAt,
      finishedAt: approvalRuns.finishedAt,
    })
    .from(approvalRuns)
    .innerJoin(approvalProcessVersions, eq(approvalProcessVersions.id, approvalRuns.versionId))
    .innerJoin(applicants, eq(applicants.id, approvalRuns.applicantUserId))
    .where(eq(approvalRuns.id, runId));
  const tasks = run ? await historyOf(db, [run.id]) : [];
  const involved =
    run !== undefined &&
    (run.applicantUserId === actor.userId ||
      actor.kind === 'operator' ||
      tasks.some((task) => task.approverUserId === actor.userId));
  if (!run || !involved) throw new BusinessError(ErrorCode.notFound, 'approval.notFound');
  return {
    runId: String(run.id),
    businessKind: run.businessKind as BusinessKindCode,
    subjectId: String(run.subjectId),
    versionId: String(run.versionId),
    versionNo: run.versionNo,
    status: run.status,
    applicantName: run.applicantName,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    tasks: tasks.map(({ approverUserId: _id, runId: _run, ...task }) => task),
  };
}

/** Every task of these runs, oldest first, with the approver's name: the history of each approval. */
export async function historyOf(db: Db, runIds: number[]) {
  if (runIds.length === 0) return [];
  const approvers = alias(users, 'approvers');
  const rows = await db
    .select({
      id: approvalTasks.id,
      runId: approvalTasks.runId,
      levelIndex: approvalTasks.levelIndex,
      levelName,
      approverUserId: approvalTasks.approverUserId,
      approverName: approvers.userName,
      status: approvalTasks.status,
      escalated: approvalTasks.escalated,
      remark: approvalTasks.remark,
      createdAt: approvalTasks.createdAt,
      decidedAt: approvalTasks.decidedAt,
    })
    .from(approvalTasks)
    .innerJoin(approvalRuns, eq(approvalRuns.id, approvalTasks.runId))
    .innerJoin(approvalProcessVersions, eq(approvalProcessVersions.id, approvalRuns.versionId))
    .innerJoin(approvers, eq(approvers.id, approvalTasks.approverUserId))
    .where(sql`${approvalTasks.runId} in ${runIds}`)
    .orderBy(asc(approvalTasks.id));
  return rows.map((row) => ({
    taskId: String(row.id),
    runId: row.runId,
    approverUserId: row.approverUserId,
    levelNo: row.levelIndex + 1,
    levelName: row.levelName,
    approverName: row.approverName,
    status: row.status,
    escalated: row.escalated,
    remark: row.remark,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
  }));
}

/** A subject's latest decision (approved or rejected task): who, when, with what remark. */
export interface SubjectDecision {
  approved: boolean;
  approverName: string;
  decidedAt: string;
  remark: string;
}

/** The latest decision taken on each of these subjects' approvals (a business facade's list). */
export async function decisionsOf(
  db: Db,
  businessKind: BusinessKindCode,
  subjectIds: number[],
): Promise<Map<number, SubjectDecision>> {
  if (subjectIds.length === 0) return new Map();
  const approvers = alias(users, 'approvers');
  const rows = await db
    .select({
      subjectId: approvalRuns.subjectId,
      status: approvalTasks.status,
      approverName: approvers.userName,
      decidedAt: approvalTasks.decidedAt,
      remark: approvalTasks.remark,
    })
    .from(approvalTasks)
    .innerJoin(approvalRuns, eq(approvalRuns.id, approvalTasks.runId))
    .innerJoin(approvers, eq(approvers.id, approvalTasks.approverUserId))
    .where(
      and(
        eq(approvalRuns.businessKind, businessKind),
        sql`${approvalRuns.subjectId} in ${subjectIds}`,
        or(
          eq(approvalTasks.status, ApprovalTaskStatus.approved),
          eq(approvalTasks.status, ApprovalTaskStatus.rejected),
        ),
      ),
    )
    .orderBy(asc(approvalTasks.decidedAt), asc(approvalTasks.id));
  return new Map(
    rows.map((row) => [
      Number(row.subjectId),
      {
        approved: row.status === ApprovalTaskStatus.approved,
        approverName: row.approverName,
        decidedAt: new Date(row.decidedAt!).toISOString(),
        remark: row.remark,
      },
    ]),
  );
}
