import { DataAuthority, StationStatus } from '@procuremart/contract';
import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { DataScope } from '../../../platform/scope';
import { orgs } from '../../org/shared-tables';
import { roleMenus, roles } from '../tables';
import { stationDataPermissions, stationMembers, stationRoles, stations } from './tables';

// What the active stations a user holds give it: their roles (with its own grants, grants.ts) and their data
// permissions (the session's dataScopes, which platform/scope.ts rowScope reads).

/** The roles of the active stations a user holds, as a subquery of role ids (grants.ts unions it with the user's own). */
export const heldStationRoleIds = (userId: AnyColumn | number) =>
  sql`select ${stationRoles.roleId} from ${stationRoles}
    join ${stations} on ${stations.id} = ${stationRoles.stationId} and ${stations.status} = ${StationStatus.active}
    join ${stationMembers} on ${stationMembers.stationId} = ${stations.id}
    where ${stationMembers.userId} = ${userId}`;

/** The organisations `start` (an array of ids) and every one under them, as a JSON array. */
const underOrgs = (start: ReturnType<typeof sql>) =>
  sql`(with recursive under_org(id) as (select unnest(${start}) union
    select ${orgs.id} from ${orgs} join under_org on ${orgs.parentId} = under_org.id)
    select coalesce(json_agg(id), '[]'::json) from under_org)`;

/**
 * The data permissions of the active stations a user holds, as one JSON column of the session read: per
 * permission its resource, authority and the organisation ids it reaches, resolved here (a department is the
 * member's department, or its organisation when it has none; listed organisations and zones take everything
 * under them), so that the row scope is one `in` list.
 */
export const dataScopesOf = (userId: AnyColumn, orgId: AnyColumn, orgUnitId: AnyColumn) => {
  const unit = sql`coalesce(${orgUnitId}, ${orgId})`;
  return sql<DataScope[]>`(select coalesce(json_agg(json_build_object(
      'resource', ${stationDataPermissions.resource},
      'authority', ${stationDataPermissions.authority},
      'orgIds', case ${stationDataPermissions.authority}
        when ${DataAuthority.dept} then json_build_array(${unit})
        when ${DataAuthority.deptTree} then ${underOrgs(sql`array[${unit}]`)}
        when ${DataAuthority.orgs} then ${underOrgs(sql`${stationDataPermissions.orgIds}`)}
        when ${DataAuthority.zone} then ${underOrgs(sql`${stationDataPermissions.orgIds}`)}
        else '[]'::json end)
      order by ${stationDataPermissions.resource}), '[]'::json)
    from ${stationDataPermissions}
    join ${stations} on ${stations.id} = ${stationDataPermissions.stationId} and ${stations.status} = ${StationStatus.active}
    join ${stationMembers} on ${stationMembers.stationId} = ${stations.id}
    where ${stationMembers.userId} = ${userId})`;
};

/**
 * The menus a user holds through its active stations' active roles, one row per menu, station and role, named
 * "station: role" (the station reason of umc_selMenusByUser, grants.ts menuGrantsOf).
 */
export async function stationMenuGrants(db: Db | Tx, userId: number) {
  const rows = await db
    .selectDistinct({
      menuId: roleMenus.menuId,
      code: roles.roleCode,
      roleName: roles.roleName,
      roleNameEn: roles.roleNameEn,
      stationName: stations.stationName,
      stationNameEn: stations.stationNameEn,
    })
    .from(stationMembers)
    .innerJoin(
      stations,
      and(eq(stations.id, stationMembers.stationId), eq(stations.status, StationStatus.active)),
    )
    .innerJoin(stationRoles, eq(stationRoles.stationId, stations.id))
    .innerJoin(roles, and(eq(roles.id, stationRoles.roleId), eq(roles.status, 1)))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .where(eq(stationMembers.userId, userId))
    .orderBy(asc(stations.stationName), asc(roles.roleCode));
  return rows.map((row) => ({
    menuId: row.menuId,
    code: row.code,
    name: `${row.stationName}：${row.roleName}`,
    nameEn: `${row.stationNameEn || row.stationName}: ${row.roleNameEn}`,
  }));
}
