import { GRANTABLE_ROLES, type UserKind, UserKindCode } from '@procuremart/contract';
import { type AnyColumn, and, asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { heldStationRoleIds, stationMenuGrants } from './stations/held-stations';
import { menus, orgRoles, roleMenus, roles, userRoles } from './tables';

/**
 * The ids of the roles a user holds, as a subquery: its own grants and the roles of its active stations. The one
 * definition the session's role and menu codes (hence the permission gate) and the menu tree read.
 */
export const heldRoleIds = (userId: AnyColumn | number) =>
  sql`(select ${userRoles.roleId} from ${userRoles} where ${userRoles.userId} = ${userId}
    union ${heldStationRoleIds(userId)})`;

/**
 * Codes of the active roles a user holds, as one array column of a larger query. That query must join (drizzle
 * leaves a one-table select's columns unqualified, and `id` inside the subquery is then the role's own).
 */
export const roleCodesOf = (userId: AnyColumn) =>
  sql<string[]>`array(select ${roles.roleCode} from ${roles}
    where ${roles.id} in ${heldRoleIds(userId)} and ${roles.status} = 1 order by ${roles.roleCode})`;

/** Menu codes (groups included) granted through the user's active roles: the user's menuCodeList. */
export const menuCodesOf = (userId: AnyColumn) =>
  sql<string[]>`array(select distinct ${menus.menuCode} from ${roles}
    join ${roleMenus} on ${roleMenus.roleId} = ${roles.id}
    join ${menus} on ${menus.id} = ${roleMenus.menuId}
    where ${roles.id} in ${heldRoleIds(userId)} and ${roles.status} = 1 order by ${menus.menuCode})`;

/** The ids of the roles granted to the user itself (not through stations), whatever their state. */
export async function ownRoleIds(db: Db | Tx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((row) => row.roleId));
}

/** Gives a user the role with this code (a new account's first role). */
export async function grantRole(tx: Tx, userId: number, roleCode: string): Promise<void> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode));
  if (!role) throw new Error(`role ${roleCode} is missing: the database was not seeded`);
  await tx.insert(userRoles).values({ userId, roleId: role.id });
}

/**
 * Sets which of the `manageable` roles a user holds to `granted` (ids among them): the user's other roles stay as
 * they are (an enterprise administrator keeps its own role when it authorises itself).
 */
export async function setManageableRoles(
  tx: Tx,
  userId: number,
  manageable: readonly number[],
  granted: readonly number[],
): Promise<void> {
  if (manageable.length > 0) {
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [...manageable])));
  }
  if (granted.length > 0) {
    await tx.insert(userRoles).values(granted.map((roleId) => ({ userId, roleId })));
  }
}

/** One reason a user holds a menu: a role, or a station's role ("station: role"), with its code and names. */
export interface MenuGrantSource {
  menuId: number;
  source: 'role' | 'station';
  code: string;
  name: string;
  nameEn: string;
}

/** Every menu a user holds and why, one row per menu and source: the one read of "why" (umc_selMenusByUser). */
export async function menuGrantsOf(db: Db | Tx, userId: number): Promise<MenuGrantSource[]> {
  const byRole = await db
    .selectDistinct({
      menuId: roleMenus.menuId,
      code: roles.roleCode,
      name: roles.roleName,
      nameEn: roles.roleNameEn,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 1)))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.roleCode));
  return [
    ...byRole.map((row) => ({ ...row, source: 'role' as const })),
    ...(await stationMenuGrants(db, userId)).map((row) => ({ ...row, source: 'station' as const })),
  ];
}

const NONE = sql`false`;

/**
 * The roles an actor may hand out, as a condition on `roles` (whatever their state): an operator every role; an
 * enterprise administrator (a purchaser) the purchaser roles its organisation may hand out, the built-in
 * defaults (GRANTABLE_ROLES.enterpriseAdmin) and those an operator granted to it (org_roles); nobody else any.
 */
export function rolesGrantableBy(actor: Pick<Actor, 'kind' | 'orgId'>): SQL | undefined {
  if (actor.kind === 'operator') return undefined;
  if (actor.kind !== 'purchaser' || actor.orgId === null) return NONE;
  return and(
    eq(roles.kind, UserKindCode.purchaser),
    or(
      inArray(roles.roleCode, [...GRANTABLE_ROLES.enterpriseAdmin]),
      exists(
        sql`(select 1 from ${orgRoles} where ${orgRoles.roleId} = ${roles.id} and ${orgRoles.orgId} = ${actor.orgId})`,
      ),
    ),
  );
}

/** The active roles an actor may grant a user of `memberKind` (none of another kind), in code order. */
export function grantableRolesOf(db: Db | Tx, actor: Pick<Actor, 'kind' | 'orgId'>, memberKind: UserKind) {
  return db
    .select({
      roleId: roles.id,
      roleCode: roles.roleCode,
      roleName: roles.roleName,
      roleNameEn: roles.roleNameEn,
    })
    .from(roles)
    .where(and(eq(roles.status, 1), eq(roles.kind, UserKindCode[memberKind]), rolesGrantableBy(actor)))
    .orderBy(asc(roles.roleCode));
}
