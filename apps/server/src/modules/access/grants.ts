import { type AnyColumn, sql } from 'drizzle-orm';
import { menus, roleMenus, roles, userRoles } from './tables';

/** Codes of the active roles a user holds, as one array column of a larger query. */
export const roleCodesOf = (userId: AnyColumn) =>
  sql<
    string[]
  >`array(select ${roles.roleCode} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId} and ${roles.status} = 1 order by ${roles.roleCode})`;

/** Menu codes (groups included) granted through the user's active roles: the user's menuCodeList. */
export const menuCodesOf = (userId: AnyColumn) =>
  sql<string[]>`array(select distinct ${menus.menuCode} from ${userRoles}
    join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.status} = 1
    join ${roleMenus} on ${roleMenus.roleId} = ${roles.id}
    join ${menus} on ${menus.id} = ${roleMenus.menuId}
    where ${userRoles.userId} = ${userId} order by ${menus.menuCode})`;
