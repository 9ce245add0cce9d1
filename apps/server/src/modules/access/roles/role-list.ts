import { DICTIONARIES, type Page, type RoleRow, roleRowSchema, selectRoles } from '@procuremart/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { users } from '../../identity/shared-tables';
import { rolesGrantableBy } from '../grants';
import { orgRoles, roleMenus, roles, userRoles } from '../tables';
import { roleNotFound, roleSteps } from './role-steps';

type Query = ParsedInput<typeof selectRoles>;

/** The seeded roles (ROLE_CODE): the program names them, so they are never deleted. */
export const BUILT_IN_ROLES: readonly string[] = DICTIONARIES.ROLE_CODE.items.map((item) => item.code);

/** Holders of the role an actor may see: an enterprise administrator counts its own organisation's only. */
const holders = (actor: Actor) =>
  sql<number>`(select count(*) from ${userRoles} join ${users} on ${users.id} = ${userRoles.userId}
    where ${userRoles.roleId} = ${roles.id}${actor.kind === 'operator' ? sql`` : sql` and ${users.orgId} = ${actor.orgId}`})`;

const roleRow = (actor: Actor) =>
  rowReader(roleRowSchema.omit({ actions: true }), roles, {
    roleId: roles.id,
    builtIn: inArray(roles.roleCode, [...BUILT_IN_ROLES]),
    userCount: holders(actor),
    orgCount:
      actor.kind === 'operator'
        ? sql<number>`(select count(*) from ${orgRoles} where ${orgRoles.roleId} = ${roles.id})`
        : sql<number>`0`,
    menuCount: sql<number>`(select count(*) from ${roleMenus} where ${roleMenus.roleId} = ${roles.id})`,
  });

/** Roles as the actor reads them: an operator every role, an enterprise administrator those it may hand out. */
export const roleList = (actor: Actor) => {
  const reader = roleRow(actor);
  return defineListQuery<Query>()({
    rows: (db) =>
      db
        .select({ ...reader.columns, role: roles })
        .from(roles)
        .$dynamic(),
    count: (db) => db.select({ total: count() }).from(roles).$dynamic(),
    where: rolesGrantableBy(actor),
    filters: filtersOf(selectRoles, {
      roleName: [roles.roleName, roles.roleNameEn],
      roleCode: roles.roleCode,
      kind: roles.kind,
      status: roles.status,
    }),
    sorts: { roleCode: roles.roleCode, roleName: roles.roleName },
    defaultOrder: [asc(roles.roleCode)],
    tieBreaker: roles.id,
    map: (row: Record<string, unknown> & { role: typeof roles.$inferSelect }): RoleRow => ({
      ...reader.toRow(row),
      actions: eventsAllowed(roleSteps, row.role, actor, {}),
    }),
  });
};

export const listRoles = (db: Db, actor: Actor, input: Query): Promise<Page<RoleRow>> =>
  runList(db, roleList(actor), input);

/** One role as its row shows it, in the actor's scope (`role.notFound` outside it). */
export const loadRole = (db: Db | Tx, id: number, actor: Actor): Promise<RoleRow> =>
  readRecord(db, roleList(actor), eq(roles.id, id), roleNotFound);

/** The scope condition of one role for the actor (writes check it before they touch the role). */
export const roleInScope = (actor: Actor, id: number): SQL =>
  and(eq(roles.id, id), rolesGrantableBy(actor)) as SQL;
