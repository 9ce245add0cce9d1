import {
  type AuditTab,
  BusinessKind,
  type OrgInfoChangeDetail,
  type OrgInfoChangeRow,
  OrgInfoChangeState,
  orgInfoChangeMachine,
  orgInfoChangeRowSchema,
  type Page,
  queryOrgInfoChangeList,
} from '@procuremart/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runAuditList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { userNames } from '../../../platform/user-names';
import { topOrgIdSql } from '../../org';
import { orgs } from '../../org/shared-tables';
import { holdsAuditTask, withHeldDecisions } from '../../process/shared-tables';
import { changeNotFound, changeSteps } from './change-steps';
import { currentInfo } from './current-info';
import { orgInfoChanges as changes } from './tables';

type ChangeQuery = ParsedInput<typeof queryOrgInfoChangeList>;

/** Made on first use: identity names the users' columns when its module loads, after this one. */
const changeRow = (() => {
  let reader: ReturnType<typeof make> | undefined;
  function make() {
    const names = userNames();
    return rowReader(orgInfoChangeRowSchema.omit({ actions: true }), changes, {
      changeId: changes.id,
      companyName: orgs.name,
      submittedBy: sql<
        string | null
      >`(select ${names.name} from ${names.id.table} where ${names.id} = ${changes.submittedBy})`,
    });
  }
  return () => {
    reader ??= make();
    return reader;
  };
})();

type Selected = Record<string, unknown> & { record: typeof changes.$inferSelect; holdsTask: boolean };

/** A change's audit (by its kind) and its decisions, listed only to the holder of the audit's open task. */
const CHANGE_AUDITS = [BusinessKind.merchantInfoChange, BusinessKind.accountSetAudit];
const AUDIT_DECISIONS = ['approve', 'refuse'] as const;

/** Operators read every change, an organisation its own (the caller's top organisation: see ownOrgId). */
function scopeOf(actor: Actor): SQL | undefined {
  if (actor.kind === 'operator') return undefined;
  return actor.orgId === null ? sql`false` : eq(changes.orgId, topOrgIdSql(actor.orgId));
}

const changeList = (actor: Actor, where?: SQL) =>
  defineListQuery<ChangeQuery>()({
    rows: (db: Db | Tx) =>
      db
        .select({
          ...changeRow().columns,
          record: changes,
          holdsTask: holdsAuditTask(CHANGE_AUDITS, changes.id, actor.userId),
        })
        .from(changes)
        .innerJoin(orgs, eq(orgs.id, changes.orgId))
        .$dynamic(),
    count: (db: Db | Tx) =>
      db.select({ total: count() }).from(changes).innerJoin(orgs, eq(orgs.id, changes.orgId)).$dynamic(),
    where: and(scopeOf(actor), where),
    filters: filtersOf(queryOrgInfoChangeList, {
      companyName: orgs.name,
      kind: changes.kind,
      submitted: changes.submittedAt,
      tab: appliedApart(),
    }),
    sorts: { submittedAt: changes.submittedAt, decidedAt: changes.decidedAt },
    defaultOrder: [asc(changes.submittedAt)],
    tieBreaker: changes.id,
    map: (row: Selected): OrgInfoChangeRow => ({
      ...changeRow().toRow(row),
      actions: withHeldDecisions(
        eventsAllowed(changeSteps, row.record, actor, {}),
        AUDIT_DECISIONS,
        row.holdsTask,
      ),
    }),
  });

/** The operators' audit list: oldest pending first. */
export function listChanges(
  db: Db,
  actor: Actor,
  input: ChangeQuery,
): Promise<Page<OrgInfoChangeRow> & { tabCounts: Record<AuditTab, number> }> {
  return runAuditList(db, changeList(actor), input, eq(changes.state, OrgInfoChangeState.pending));
}

/** One change as its row shows it, in the actor's scope (orgChange.notFound outside it). */
export const loadChange = (db: Db | Tx, actor: Actor, changeId: number): Promise<OrgInfoChangeRow> =>
  readRecord(db, changeList(actor), eq(changes.id, changeId), changeNotFound);

/** A change with the info on record beside it and its history, newest first. */
export async function loadChangeDetail(
  db: Db | Tx,
  actor: Actor,
  changeId: number,
): Promise<OrgInfoChangeDetail> {
  const row = await loadChange(db, actor, changeId);
  return {
    ...row,
    current: await currentInfo(db, row.kind, Number(row.orgId)),
    history: await statusHistoryOf(db, orgInfoChangeMachine, changeId, userNames()),
  };
}

/** An organisation's latest change of a kind in a state (its pending one, its last decided one). */
export async function latestChange(
  db: Db | Tx,
  actor: Actor,
  orgId: number,
  kind: string,
  pending: boolean,
): Promise<OrgInfoChangeRow | null> {
  const state = pending
    ? eq(changes.state, OrgInfoChangeState.pending)
    : sql`${changes.state} <> ${OrgInfoChangeState.pending}`;
  const [latest] = await db
    .select({ id: changes.id })
    .from(changes)
    .where(and(eq(changes.orgId, orgId), eq(changes.kind, kind), state))
    .orderBy(sql`${changes.id} desc`)
    .limit(1);
  return latest ? loadChange(db, actor, latest.id) : null;
}
