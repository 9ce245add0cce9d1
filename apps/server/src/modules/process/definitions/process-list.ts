import {
  ApprovalRunStatus,
  type BusinessKindCode,
  ErrorCode,
  type Page,
  type ProcessDetail,
  type ProcessRow,
  type ProcessVersion,
  ProcessVersionStatus,
  queryProcessList,
} from '@procuremart/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError } from '../../../platform/errors';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { allowedEvents } from '../../../platform/steps/allowed-events';
import { orgs } from '../../org/shared-tables';
import { approvalProcesses, approvalProcessVersions, approvalRuns } from '../tables';
import { versionSteps } from './version-steps';

type Query = ParsedInput<typeof queryProcessList>;

const publishedNo = sql<
  number | null
>`(select ${approvalProcessVersions.versionNo} from ${approvalProcessVersions}
  where ${approvalProcessVersions.processId} = ${approvalProcesses.id}
  and ${approvalProcessVersions.status} = ${ProcessVersionStatus.published})`;
const versionCount = sql<number>`(select count(*)::int from ${approvalProcessVersions}
  where ${approvalProcessVersions.processId} = ${approvalProcesses.id})`;

const processColumns = {
  id: approvalProcesses.id,
  businessKind: approvalProcesses.businessKind,
  orgId: approvalProcesses.orgId,
  orgName: orgs.name,
  name: approvalProcesses.name,
  publishedVersionNo: publishedNo,
  versionCount,
  updatedAt: approvalProcesses.updatedAt,
};

type Selected = {
  id: number;
  businessKind: string;
  orgId: number | null;
  orgName: string | null;
  name: string;
  publishedVersionNo: number | null;
  versionCount: number;
  updatedAt: Date;
};

const toProcessRow = (row: Selected): ProcessRow => ({
  processId: String(row.id),
  businessKind: row.businessKind as BusinessKindCode,
  orgId: row.orgId === null ? null : String(row.orgId),
  orgName: row.orgName,
  name: row.name,
  publishedVersionNo: row.publishedVersionNo === null ? null : Number(row.publishedVersionNo),
  versionCount: Number(row.versionCount),
  updatedAt: row.updatedAt.toISOString(),
});

const processList = defineListQuery<Query>()({
  rows: (db) =>
    db
      .select(processColumns)
      .from(approvalProcesses)
      .leftJoin(orgs, eq(orgs.id, approvalProcesses.orgId))
      .$dynamic(),
  count: (db) =>
    db
      .select({ total: count() })
      .from(approvalProcesses)
      .leftJoin(orgs, eq(orgs.id, approvalProcesses.orgId))
      .$dynamic(),
  filters: filtersOf(queryProcessList, {
    businessKind: approvalProcesses.businessKind,
    orgId: approvalProcesses.orgId,
    name: [approvalProcesses.name],
  }),
  sorts: { updatedAt: approvalProcesses.updatedAt, businessKind: approvalProcesses.businessKind },
  defaultOrder: [desc(approvalProcesses.updatedAt)],
  tieBreaker: approvalProcesses.id,
  map: toProcessRow,
});

/** The processes the actor may see: an operator every one, an enterprise administrator its organisation's. */
export const visibleProcesses = (actor: Actor) => rowScope(actor, { org: approvalProcesses.orgId });

export function listProcesses(db: Db, actor: Actor, query: Query): Promise<Page<ProcessRow>> {
  return runList(db, { ...processList, where: visibleProcesses(actor) }, query);
}

export const processNotFound = () => new BusinessError(ErrorCode.notFound, 'process.notFound');

/** One process the actor may see, as its list row, or E404. */
export async function loadProcessRow(db: Db | Tx, actor: Actor, processId: number): Promise<ProcessRow> {
  const [row] = await processList
    .rows(db)
    .where(and(eq(approvalProcesses.id, processId), visibleProcesses(actor)));
  if (!row) throw processNotFound();
  return toProcessRow(row);
}

type VersionRow = typeof approvalProcessVersions.$inferSelect;

const runningCount = sql<number>`(select count(*)::int from ${approvalRuns}
  where ${approvalRuns.versionId} = ${approvalProcessVersions.id} and ${approvalRuns.status} = ${ApprovalRunStatus.running})`;

async function toVersion(
  db: Db | Tx,
  actor: Actor,
  row: VersionRow & { runningCount: number },
): Promise<ProcessVersion> {
  return {
    versionId: String(row.id),
    processId: String(row.processId),
    versionNo: row.versionNo,
    status: row.status,
    levels: row.levels,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    runningCount: Number(row.runningCount),
    actions: await allowedEvents(db, versionSteps, row, actor),
  };
}

/** A process with its versions, newest first. */
export async function loadProcess(db: Db | Tx, actor: Actor, processId: number): Promise<ProcessDetail> {
  const process = await loadProcessRow(db, actor, processId);
  const versions = await db
    .select({ ...getColumnsOfVersions(), runningCount })
    .from(approvalProcessVersions)
    .where(eq(approvalProcessVersions.processId, processId))
    .orderBy(desc(approvalProcessVersions.versionNo));
  const shown: ProcessVersion[] = [];
  for (const version of versions) shown.push(await toVersion(db, actor, version));
  return { ...process, versions: shown };
}

function getColumnsOfVersions() {
  const { id, processId, versionNo, status, version, levels, createdAt, createdBy, publishedAt, retiredAt } =
    approvalProcessVersions;
  return { id, processId, versionNo, status, version, levels, createdAt, createdBy, publishedAt, retiredAt };
}

/** One version the actor may see, with its process's kind and names (the diagram page), or E404. */
export async function loadVersion(db: Db | Tx, actor: Actor, versionId: number) {
  const [row] = await db
    .select({ ...getColumnsOfVersions(), runningCount })
    .from(approvalProcessVersions)
    .innerJoin(approvalProcesses, eq(approvalProcesses.id, approvalProcessVersions.processId))
    .where(and(eq(approvalProcessVersions.id, versionId), visibleProcesses(actor)));
  if (!row) throw new BusinessError(ErrorCode.notFound, 'process.versionNotFound');
  const process = await loadProcessRow(db, actor, row.processId);
  return {
    ...(await toVersion(db, actor, row)),
    businessKind: process.businessKind,
    name: process.name,
    orgName: process.orgName,
  };
}
