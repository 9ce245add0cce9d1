import { type AnyColumn, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { heldStationRoleIds, stationMenuGrants } from './stations/held-stations';
import { menus, roleMenus, roles, userRoles } from './tables';

/**
 * The ids of the roles a user holds, as a subquery: its own grants and the roles of its active stations. The one
 * definition the session's role and menu codes (hence the permission gate) and the menu tree read.
 */
export const heldRoleIds = (userId: AnyColumn | number) =>
  sql`(select ${userRoles.roleId} from ${userRoles} where ${userRoles.userId} = ${userId}
    union ${heldStationRoleIds(userId)})`;

/** Codes of the active roles a user holds, as one array column of a larger query. */
export const roleCodesOf = (userId: AnyColumn) =>
  sql<string[]>`array(select ${roles.roleCode} from ${roles}
    where ${roles.id} in ${heldRoleIds(userId)} and ${roles.status} = 1 order by ${roles.roleCode})`;

/** Menu codes (groups included) granted through the user's active roles: the user's menuCodeList. */
export const menuCodesOf = (userId: AnyColumn) =>
  sql<string[]>`array(select distinct ${menus.menuCode} from ${roles}
    join ${roleMenus} on ${roleMenus.roleId} = ${roles.id}
    join ${menus} on ${menus.id} = ${roleMenus.menuId}
    where ${roles.id} in ${heldRoleIds(userId)} and ${roles.status} = 1 order by ${menus.menuCode})`;

/** Gives a user the role with this code (a new account's first role). */
export async function grantRole(tx: Tx, userId: number, roleCode: string): Promise<void> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode));
  if (!role) throw new Error(`role ${roleCode} is missing: the database was not seeded`);
  await tx.insert(userRoles).values({ userId, roleId: role.id });
}

/** The active roles with these codes (id, code and names), in code order. */
export function rolesWithCodes(db: Db | Tx, roleCodes: readonly string[]) {
  if (roleCodes.length === 0) return Promise.resolve([]);
  return db
    .select({
      roleId: roles.id,
      roleCode: roles.roleCode,
      roleName: roles.roleName,
      roleNameEn: roles.roleNameEn,
    })
    .from(roles)
    .where(and(inArray(roles.roleCode, [...roleCodes]), eq(roles.status, 1)))
    .orderBy(asc(roles.roleCode));
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
