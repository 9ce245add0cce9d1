import type { StationDetail } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { roles } from '../tables';
import { loadStation } from './station-list';
import { stationRoles } from './tables';

/** A station as its row shows it (in the actor's scope) with the roles it carries, active or stopped. */
export async function loadStationDetail(
  db: Db,
  id: number,
  actor: Actor,
): Promise<Omit<StationDetail, 'history'>> {
  const station = await loadStation(db, id, actor);
  const carried = await db
    .select({
      roleId: roles.id,
      roleCode: roles.roleCode,
      roleName: roles.roleName,
      roleNameEn: roles.roleNameEn,
    })
    .from(stationRoles)
    .innerJoin(roles, eq(roles.id, stationRoles.roleId))
    .where(eq(stationRoles.stationId, id))
    .orderBy(asc(roles.roleCode));
  return { ...station, roles: carried.map((role) => ({ ...role, roleId: String(role.roleId) })) };
}
