import type * as calls from '@procuremart/contract';
import {
  ErrorCode,
  OrgType,
  type Page,
  type RoleStation,
  roleStationSchema,
  UserKindCode,
} from '@procuremart/contract';
import { and, asc, count, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError, fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { escapeLike } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { orgs } from '../../org/shared-tables';
import { roles } from '../tables';
import { stationRoles, stations } from './tables';

/** The organisation type whose users a role of each kind is for. */
const ORG_TYPE_OF_KIND: Readonly<Record<number, string>> = {
  [UserKindCode.operator]: OrgType.platform,
  [UserKindCode.purchaser]: OrgType.enterprise,
  [UserKindCode.supplier]: OrgType.supplier,
};

const roleStationRow = rowReader(roleStationSchema, stations, {
  stationId: stations.id,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
});

async function roleFor(db: Db | Tx, roleId: string) {
  const [role] = await db
    .select({ id: roles.id, kind: roles.kind })
    .from(roles)
    .where(eq(roles.id, parseId(roleId)));
  if (!role) throw new BusinessError(ErrorCode.notFound, 'station.roleNotFound');
  return role;
}

const carries = (roleId: number) =>
  sql`exists (select 1 from ${stationRoles} where ${stationRoles.stationId} = ${stations.id}
    and ${stationRoles.roleId} = ${roleId})`;

/**
 * The stations carrying a role or, not yet, those of organisations whose users the role is for, by station or
 * organisation name, paged by organisation and station name.
 */
export async function queryRoleStations(
  db: Db,
  input: ParsedInput<typeof calls.alreadyAndNorRoleStationNew>,
): Promise<Page<RoleStation>> {
  const role = await roleFor(db, input.roleId);
  const text = input.keyword?.trim() ? `%${escapeLike(input.keyword.trim())}%` : null;
  const where = and(
    input.assigned
      ? carries(role.id)
      : and(not(carries(role.id)), eq(orgs.orgType, ORG_TYPE_OF_KIND[role.kind] ?? '')),
    text
      ? or(ilike(stations.stationName, text), ilike(stations.stationCode, text), ilike(orgs.name, text))
      : undefined,
  ) as SQL;
  const [{ total }] = await db
    .select({ total: count() })
    .from(stations)
    .innerJoin(orgs, eq(orgs.id, stations.orgId))
    .where(where);
  const rows = await db
    .select(roleStationRow.columns)
    .from(stations)
    .innerJoin(orgs, eq(orgs.id, stations.orgId))
    .where(where)
    .orderBy(asc(orgs.name), asc(stations.stationName), asc(stations.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return { rows: rows.map(roleStationRow.toRow), total, pageNo: input.pageNo, pageSize: input.pageSize };
}

/**
 * Gives the role to stations (of organisations whose users it is for: `station.roleKindMismatch`) and takes it from
 * others. Answers how many stations carry it now.
 */
export async function saveRoleStations(
  tx: Tx,
  input: ParsedInput<typeof calls.saveRoleStations>,
): Promise<{ roleId: string; stationCount: number }> {
  const role = await roleFor(tx, input.roleId);
  const adding = [...new Set(input.addStationIds.map(parseId))];
  if (adding.length > 0) {
    const fitting = await tx
      .select({ id: stations.id })
      .from(stations)
      .innerJoin(orgs, eq(orgs.id, stations.orgId))
      .where(and(inArray(stations.id, adding), eq(orgs.orgType, ORG_TYPE_OF_KIND[role.kind] ?? '')));
    if (fitting.length !== adding.length) throw fieldError('station.roleKindMismatch', 'addStationIds');
    await tx
      .insert(stationRoles)
      .values(adding.map((stationId) => ({ stationId, roleId: role.id })))
      .onConflictDoNothing();
  }
  const removing = input.removeStationIds.map(parseId);
  if (removing.length > 0)
    await tx
      .delete(stationRoles)
      .where(and(eq(stationRoles.roleId, role.id), inArray(stationRoles.stationId, removing)));
  const [{ stationCount }] = await tx
    .select({ stationCount: count() })
    .from(stationRoles)
    .where(eq(stationRoles.roleId, role.id));
  return { roleId: String(role.id), stationCount };
}
