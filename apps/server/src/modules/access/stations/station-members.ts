import type * as calls from '@procuremart/contract';
import type { Page, StationMember, StationRow } from '@procuremart/contract';
import { and, asc, count, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { escapeLike } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { loadStation } from './station-list';
import { stationForWrite } from './station-writes';
import { stationMembers } from './tables';

const holds = (stationId: number) =>
  sql`exists (select 1 from ${stationMembers} where ${stationMembers.stationId} = ${stationId}
    and ${stationMembers.userId} = ${users.id})`;

/**
 * The members of the station's organisation (its departments' included) holding the station or not yet, by name
 * or username, paged by username.
 */
export async function queryStationMembers(
  db: Db,
  actor: Actor,
  input: ParsedInput<typeof calls.queryStationMembers>,
): Promise<Page<StationMember>> {
  const station = await loadStation(db, parseId(input.stationId), actor);
  const stationId = parseId(station.stationId);
  const keyword = input.keyword?.trim()
    ? or(
        ilike(users.userName, `%${escapeLike(input.keyword.trim())}%`),
        ilike(users.username, `%${escapeLike(input.keyword.trim())}%`),
      )
    : undefined;
  const where = and(
    eq(users.orgId, parseId(station.orgId)),
    input.assigned ? holds(stationId) : not(holds(stationId)),
    keyword,
  ) as SQL;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ userId: users.id, username: users.username, userName: users.userName, deptName: orgs.name })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgUnitId))
    .where(where)
    .orderBy(asc(users.username), asc(users.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return {
    rows: rows.map((row) => ({ ...row, userId: String(row.userId) })),
    total,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

/** Assigns members of the station's organisation to it and unassigns others (`station.memberNotInOrg`). */
export async function saveStationMembers(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.saveStationMembers>,
): Promise<StationRow> {
  const station = await stationForWrite(tx, actor, parseId(input.stationId));
  const adding = [...new Set(input.addUserIds.map(parseId))];
  if (adding.length > 0) {
    const inOrg = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, adding), eq(users.orgId, station.orgId)));
    if (inOrg.length !== adding.length) throw fieldError('station.memberNotInOrg', 'addUserIds');
    await tx
      .insert(stationMembers)
      .values(adding.map((userId) => ({ stationId: station.id, userId })))
      .onConflictDoNothing();
  }
  const removing = input.removeUserIds.map(parseId);
  if (removing.length > 0)
    await tx
      .delete(stationMembers)
      .where(and(eq(stationMembers.stationId, station.id), inArray(stationMembers.userId, removing)));
  return loadStation(tx, station.id, actor);
}
