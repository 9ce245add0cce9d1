import {
  ORG_PERMISSION,
  ORG_READ_PERMISSIONS,
  type OrgRow,
  orgRowSchema,
  type Page,
  queryEnterpriseOrgList,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { filtersOf, subtree } from '../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';
import { eventsAllowed } from '../../platform/steps/allowed-events';
import { orgSteps } from './org-steps';
import { orgs } from './tables';

type ListQuery = ParsedInput<typeof queryEnterpriseOrgList>;

const parents = alias(orgs, 'parent_org');
export const orgTree = { table: orgs, id: orgs.id, parentId: orgs.parentId };

/** The organisation and every department under it, as a condition on org rows. */
export const inSubtree = (orgId: number): SQL => sql`${orgs.id} in ${subtree(orgTree, orgId)}`;

/** Whether the actor reads every organisation (operators with an organisation page) or only its own tree. */
export const readsEveryOrg = (actor: Actor): boolean =>
  actor.kind === 'operator' && ORG_READ_PERMISSIONS.some((code) => actor.menuCodes.includes(code));

/** The organisations an actor may read: all, or its own organisation's tree (nothing without one). */
export function orgReadScope(actor: Actor | null): SQL | undefined {
  if (actor === null || readsEveryOrg(actor)) return undefined;
  return actor.orgId === null ? sql`false` : inSubtree(actor.orgId);
}

/** An organisation row: its columns, its parent's name and how many departments it has (actions: actionsOf). */
const orgRow = rowReader(orgRowSchema.omit({ actions: true }), orgs, {
  orgId: orgs.id,
  parentName: parents.name,
  childCount:
    sql<number>`(select count(*) from ${orgs} as child_org where child_org.parent_id = ${orgs.id})`.mapWith(
      Number,
    ),
});

type Selected = Record<string, unknown> & { org: typeof orgs.$inferSelect; parentState: string | null };

/** The steps the actor may take on the row now, and delete where it holds orgDeal and nothing hangs under it. */
function actionsOf(actor: Actor | null, row: Selected): string[] {
  if (actor === null) return [];
  const events: string[] = eventsAllowed(orgSteps, row.org, actor, {
    takerOrgId: actor.orgId,
    parentState: row.parentState,
  });
  const mayDelete =
    actor.kind === 'operator' && actor.menuCodes.includes(ORG_PERMISSION.deal) && row.childCount === 0;
  return mayDelete && row.org.id !== actor.orgId ? [...events, 'delete'] : events;
}

const selectOrgs = (db: Db | Tx) =>
  db
    .select({ ...orgRow.columns, org: orgs, parentState: parents.state })
    .from(orgs)
    .leftJoin(parents, eq(parents.id, orgs.parentId))
    .$dynamic();

/** Organisations as the actor reads them (its scope), rows with the actions it may take. */
export const orgList = (actor: Actor | null, where?: SQL) =>
  defineListQuery<ListQuery>()({
    rows: selectOrgs,
    count: (db) => db.select({ total: count() }).from(orgs).$dynamic(),
    where: where ?? orgReadScope(actor),
    filters: filtersOf(queryEnterpriseOrgList, {
      name: [orgs.name, orgs.nameEn],
      creditCode: orgs.creditCode,
      orgType: orgs.orgType,
      state: orgs.state,
      created: orgs.createdAt,
    }),
    sorts: { createdAt: orgs.createdAt, name: orgs.name },
    defaultOrder: [desc(orgs.createdAt)],
    tieBreaker: orgs.id,
    map: (row: Selected): OrgRow => ({ ...orgRow.toRow(row), actions: actionsOf(actor, row) }),
  });

/** The enterprise list: top organisations only (departments are in the trees). */
export const enterpriseList = (actor: Actor | null) => orgList(actor, isNull(orgs.parentId));

export const listEnterpriseOrgs = (db: Db, actor: Actor, input: ListQuery): Promise<Page<OrgRow>> =>
  runList(db, enterpriseList(actor), input);

/** The organisations matching `where` in the actor's scope, each level by sort number then name. */
export async function orgRows(db: Db | Tx, actor: Actor, where: SQL | undefined): Promise<OrgRow[]> {
  const list = orgList(actor);
  const rows = await list
    .rows(db)
    .where(and(list.where, where))
    .orderBy(asc(orgs.sortNo), asc(orgs.name), asc(orgs.id));
  return rows.map((row) => list.map(row as Selected));
}

/** One organisation as its row shows it, in the actor's scope (E404 outside it). */
export const loadOrg = (db: Db | Tx, actor: Actor, orgId: number): Promise<OrgRow> =>
  readRecord(db, orgList(actor), eq(orgs.id, orgId));
