import {
  type AuditTab,
  BusinessKind,
  OrgApplicationKind,
  type OrgApplicationRow,
  OrgApplicationState,
  orgApplicationMachine,
  orgApplicationRowSchema,
  type Page,
  queryMerchantList,
  queryOrgAuditList,
  querySupplierAuditLogList,
  type SupplierAuditLogRow,
  supplierAuditLogRowSchema,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { statusHistory } from '../../../platform/audit/tables';
import type { ParsedInput } from '../../../platform/bind-call';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runAuditList, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { userNames } from '../../../platform/user-names';
import { holdsAuditTask, withHeldDecisions } from '../../process/shared-tables';
import { applicationNotFound, applicationSteps } from './application-steps';
import { orgApplications as apps } from './tables';

type AuditQuery = ParsedInput<typeof queryOrgAuditList>;
type MerchantQuery = ParsedInput<typeof queryMerchantList>;
type LogQuery = ParsedInput<typeof querySupplierAuditLogList>;

/** A subquery of the users' login name by id (identity's columns, named through platform/user-names). */
function userName(id: SQL | typeof apps.applicantUserId): SQL<string | null> {
  const names = userNames();
  return sql<string | null>`(select ${names.name} from ${names.id.table} where ${names.id} = ${id})`;
}

/** Made on first use: identity names the users' columns when its module loads, after this one. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    if (value === undefined) value = make();
    return value;
  };
}

const applicationRow = lazily(() =>
  rowReader(
    orgApplicationRowSchema.omit({ actions: true }),
    apps,
    {
      applicationId: apps.orgId,
      hasLicence: sql<boolean>`(${apps.licenceFileId} is not null)`,
      applicantUsername: userName(apps.applicantUserId),
    },
    { categoryIds: (ids: number[]) => ids.map(String) },
  ),
);

type Selected = Record<string, unknown> & { record: typeof apps.$inferSelect; holdsTask: boolean };

/** A registration's audit (by its kind) and its decisions, listed only to the holder of the audit's open task. */
const REGISTRATION_AUDITS = [BusinessKind.orgAudit, BusinessKind.merchantAudit];
const AUDIT_DECISIONS = ['pass', 'refuse'] as const;

/** Who reads which registrations: operators every one, anyone else its own organisation's only. */
function scopeOf(actor: Actor): SQL | undefined {
  if (actor.kind === 'operator') return undefined;
  return actor.orgId === null ? sql`false` : eq(apps.orgId, actor.orgId);
}

const listBase = (actor: Actor, where?: SQL) => ({
  rows: (db: Db | Tx) =>
    db
      .select({
        ...applicationRow().columns,
        record: apps,
        holdsTask: holdsAuditTask(REGISTRATION_AUDITS, apps.orgId, actor.userId),
      })
      .from(apps)
      .$dynamic(),
  count: (db: Db | Tx) => db.select({ total: count() }).from(apps).$dynamic(),
  where: and(scopeOf(actor), where),
  sorts: { submittedAt: apps.submittedAt, decidedAt: apps.decidedAt },
  tieBreaker: apps.orgId,
  map: (row: Selected): OrgApplicationRow => ({
    ...applicationRow().toRow(row),
    actions: withHeldDecisions(
      eventsAllowed(applicationSteps, row.record, actor, {}),
      AUDIT_DECISIONS,
      row.holdsTask,
    ),
  }),
});

/** The operators' audit list: oldest pending first (who has waited longest). */
const auditList = (actor: Actor) =>
  defineListQuery<AuditQuery>()({
    ...listBase(actor),
    filters: filtersOf(queryOrgAuditList, {
      companyName: apps.companyName,
      creditCode: apps.creditCode,
      kind: apps.kind,
      submitted: apps.submittedAt,
      tab: appliedApart(),
    }),
    defaultOrder: [asc(apps.submittedAt)],
  });

export function listOrgAudit(
  db: Db,
  actor: Actor,
  input: AuditQuery,
): Promise<Page<OrgApplicationRow> & { tabCounts: Record<AuditTab, number> }> {
  return runAuditList(db, auditList(actor), input, eq(apps.state, OrgApplicationState.pending));
}

/** Merchant base info: the suppliers' registrations, newest first. */
export const listMerchants = (db: Db, actor: Actor, input: MerchantQuery): Promise<Page<OrgApplicationRow>> =>
  runList(
    db,
    defineListQuery<MerchantQuery>()({
      ...listBase(actor, eq(apps.kind, OrgApplicationKind.supplier)),
      filters: filtersOf(queryMerchantList, {
        companyName: apps.companyName,
        creditCode: apps.creditCode,
        state: apps.state,
        submitted: apps.submittedAt,
      }),
      defaultOrder: [desc(apps.submittedAt)],
    }),
    input,
  );

/** One organisation's registration as its row shows it, in the actor's scope (orgAudit.notFound outside it). */
export const loadApplication = (db: Db | Tx, actor: Actor, orgId: number): Promise<OrgApplicationRow> =>
  readRecord(db, auditList(actor), eq(apps.orgId, orgId), applicationNotFound);

/** The registration's stored record (the licence and categories the detail resolves), if the org has one. */
export async function applicationRecord(db: Db | Tx, orgId: number) {
  const [record] = await db.select().from(apps).where(eq(apps.orgId, orgId));
  return record ?? null;
}

const logRow = lazily(() =>
  rowReader(supplierAuditLogRowSchema, statusHistory, {
    stepId: statusHistory.id,
    orgId: apps.orgId,
    companyName: apps.companyName,
    fromState: statusHistory.fromStatus,
    toState: statusHistory.toStatus,
    username: userName(sql`${statusHistory.userId}`),
  }),
);

/** Every step of the suppliers' registrations, newest first. */
export function listSupplierAuditLog(db: Db, input: LogQuery): Promise<Page<SupplierAuditLogRow>> {
  const entry = logRow();
  const joined = and(
    eq(statusHistory.machine, orgApplicationMachine.name),
    eq(statusHistory.targetId, apps.orgId),
  );
  return runList(
    db,
    defineListQuery<LogQuery>()({
      rows: (d) => d.select(entry.columns).from(statusHistory).innerJoin(apps, joined).$dynamic(),
      count: (d) => d.select({ total: count() }).from(statusHistory).innerJoin(apps, joined).$dynamic(),
      where: eq(apps.kind, OrgApplicationKind.supplier),
      filters: filtersOf(querySupplierAuditLogList, {
        companyName: apps.companyName,
        created: statusHistory.createdAt,
      }),
      sorts: { createdAt: statusHistory.createdAt },
      defaultOrder: [desc(statusHistory.createdAt)],
      tieBreaker: statusHistory.id,
      defaultTieBreak: 'DESC',
      map: entry.toRow,
    }),
    input,
  );
}
