import type * as calls from '@procuremart/contract';
import {
  alreadyAndNorOrg,
  alreadyAndNorUsers,
  ErrorCode,
  KIND_OF_ORG_TYPE,
  type Page,
  type RoleOrg,
  type RoleRow,
  type RoleUser,
} from '@procuremart/contract';
import { and, asc, count, eq, exists, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { forgetCachedActors } from '../../../platform/actor-cache';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError, fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { customInput, defineListQuery, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { orgRoles, roles, userRoles } from '../tables';
import { loadRole, roleInScope } from './role-list';
import { roleNotFound } from './role-steps';
import { roleForWrite } from './role-writes';

type Role = typeof roles.$inferSelect;
const topOrg = alias(orgs, 'user_org');
const dept = alias(orgs, 'user_dept');

/** The users an actor may authorise: an enterprise administrator its own organisation's, an operator anyone. */
const userScope = (actor: Actor) => rowScope(actor, { org: users.orgId });
/** The organisation types whose members are of the role's kind. */
const orgTypesOf = (role: Role) =>
  Object.entries(KIND_OF_ORG_TYPE).flatMap(([type, kind]) => (kind === role.kind ? [type] : []));

async function roleForRead(db: Db, actor: Actor, roleId: string): Promise<Role> {
  const [role] = await db
    .select()
    .from(roles)
    .where(roleInScope(actor, parseId(roleId)));
  if (!role) throw roleNotFound();
  return role;
}

const holds = (roleId: number) =>
  exists(
    sql`(select 1 from ${userRoles} where ${userRoles.roleId} = ${roleId} and ${userRoles.userId} = ${users.id})`,
  );
const grantedTo = (roleId: number) =>
  exists(
    sql`(select 1 from ${orgRoles} where ${orgRoles.roleId} = ${roleId} and ${orgRoles.orgId} = ${orgs.id})`,
  );
/** `assigned` left out reads as the assigned side. */
const side = (condition: SQL, assigned: boolean | undefined) =>
  assigned === false ? not(condition) : condition;

type UserQuery = ParsedInput<typeof alreadyAndNorUsers>;

/** The users of the role's kind in the actor's scope who hold the role, or not yet. */
const roleUserList = (actor: Actor, role: Role) =>
  defineListQuery<UserQuery>()({
    rows: (db) =>
      db
        .select({
          userId: users.id,
          username: users.username,
          userName: users.userName,
          orgName: topOrg.name,
          deptName: dept.name,
          status: users.status,
        })
        .from(users)
        .leftJoin(topOrg, eq(topOrg.id, users.orgId))
        .leftJoin(dept, eq(dept.id, users.orgUnitId))
        .$dynamic(),
    count: (db) => db.select({ total: count() }).from(users).$dynamic(),
    where: and(eq(users.kind, role.kind), userScope(actor)),
    filters: filtersOf(alreadyAndNorUsers, {
      // The role the list is built for.
      roleId: appliedApart(),
      assigned: customInput((input: UserQuery) => side(holds(role.id), input.assigned)),
      keyword: [users.username, users.userName],
    }),
    sorts: { username: users.username },
    defaultOrder: [asc(users.username)],
    tieBreaker: users.id,
    map: (row): RoleUser => ({ ...row, userId: String(row.userId) }),
  });

export async function listRoleUsers(db: Db, actor: Actor, input: UserQuery): Promise<Page<RoleUser>> {
  return runList(db, roleUserList(actor, await roleForRead(db, actor, input.roleId)), input);
}

type OrgQuery = ParsedInput<typeof alreadyAndNorOrg>;

/** The top organisations of the role's kind it is granted to, or not yet. */
const roleOrgList = (role: Role) =>
  defineListQuery<OrgQuery>()({
    rows: (db) =>
      db
        .select({
          orgId: orgs.id,
          name: orgs.name,
          nameEn: orgs.nameEn,
          code: orgs.code,
          orgType: orgs.orgType,
        })
        .from(orgs)
        .$dynamic(),
    count: (db) => db.select({ total: count() }).from(orgs).$dynamic(),
    where: and(isNull(orgs.parentId), inArray(orgs.orgType, orgTypesOf(role))),
    filters: filtersOf(alreadyAndNorOrg, {
      roleId: appliedApart(),
      assigned: customInput((input: OrgQuery) => side(grantedTo(role.id), input.assigned)),
      keyword: [orgs.name, orgs.nameEn, orgs.code],
    }),
    sorts: { name: orgs.name },
    defaultOrder: [asc(orgs.name)],
    tieBreaker: orgs.id,
    map: (row): RoleOrg => ({ ...row, orgId: String(row.orgId) }),
  });

export async function listRoleOrgs(db: Db, actor: Actor, input: OrgQuery): Promise<Page<RoleOrg>> {
  return runList(db, roleOrgList(await roleForRead(db, actor, input.roleId)), input);
}

const idsOf = (ids: readonly string[]) => [...new Set(ids.map(parseId))];

/**
 * Grants the role to users and withdraws it (the grants umc_authoriseMember writes too): every user must be in
 * the actor's scope (else `role.userNotFound`, E404) and, to be granted, of the role's kind.
 */
export async function commitRoleUsers(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.authUserCommit>,
): Promise<RoleRow> {
  const role = await roleForWrite(tx, actor, parseId(input.roleId));
  const add = idsOf(input.addUserIds);
  const remove = idsOf(input.removeUserIds);
  const named = [...new Set([...add, ...remove])];
  const found =
    named.length === 0
      ? []
      : await tx
          .select({ id: users.id, kind: users.kind })
          .from(users)
          .where(and(inArray(users.id, named), userScope(actor)));
  if (found.length !== named.length) throw new BusinessError(ErrorCode.notFound, 'role.userNotFound');
  const kindOf = new Map(found.map((user) => [user.id, user.kind]));
  if (add.some((id) => kindOf.get(id) !== role.kind)) throw fieldError('role.kindMismatch', 'addUserIds');
  if (remove.length > 0)
    await tx.delete(userRoles).where(and(eq(userRoles.roleId, role.id), inArray(userRoles.userId, remove)));
  if (add.length > 0)
    await tx
      .insert(userRoles)
      .values(add.map((userId) => ({ userId, roleId: role.id })))
      .onConflictDoNothing();
  forgetCachedActors();
  return loadRole(tx, role.id, actor);
}

/**
 * Grants the role to organisations (their administrators may then hand it out) and withdraws it; a withdrawn
 * organisation's members lose the role with it, so that what the administrator handed out goes too.
 */
export async function commitRoleOrgs(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.orgCommit>,
): Promise<RoleRow> {
  const role = await roleForWrite(tx, actor, parseId(input.roleId));
  const add = idsOf(input.addOrgIds);
  const remove = idsOf(input.removeOrgIds);
  const named = [...new Set([...add, ...remove])];
  const found =
    named.length === 0
      ? []
      : await tx
          .select({ id: orgs.id, orgType: orgs.orgType })
          .from(orgs)
          .where(and(inArray(orgs.id, named), isNull(orgs.parentId)));
  if (found.length !== named.length) throw new BusinessError(ErrorCode.notFound, 'role.orgNotFound');
  const typeOf = new Map(found.map((org) => [org.id, org.orgType]));
  if (add.some((id) => KIND_OF_ORG_TYPE[typeOf.get(id) ?? ''] !== role.kind))
    throw fieldError('role.orgKindMismatch', 'addOrgIds');
  if (remove.length > 0) {
    await tx.delete(orgRoles).where(and(eq(orgRoles.roleId, role.id), inArray(orgRoles.orgId, remove)));
    await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.roleId, role.id),
          inArray(
            userRoles.userId,
            tx.select({ id: users.id }).from(users).where(inArray(users.orgId, remove)),
          ),
        ),
      );
  }
  if (add.length > 0)
    await tx
      .insert(orgRoles)
      .values(add.map((orgId) => ({ orgId, roleId: role.id })))
      .onConflictDoNothing();
  forgetCachedActors();
  return loadRole(tx, role.id, actor);
}
