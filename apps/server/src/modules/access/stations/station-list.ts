import { type Page, queryStations, type StationRow, stationRowSchema } from '@procuremart/contract';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { rowScope } from '../../../platform/scope';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { orgs } from '../../org/shared-tables';
import { roles } from '../tables';
import { stationNotFound, stationSteps } from './station-steps';
import { stationDataPermissions as perms, stationMembers, stationRoles, stations } from './tables';

type Query = ParsedInput<typeof queryStations>;

const listed = alias(orgs, 'listed_org');

/** The station's active roles' names, joined, in one language's column. */
const roleNamesOf = (column: typeof roles.roleName | typeof roles.roleNameEn, separator: string) =>
  sql<string>`array_to_string(array(select ${column} from ${stationRoles} join ${roles} on ${roles.id} = ${stationRoles.roleId}
    where ${stationRoles.stationId} = ${stations.id} and ${roles.status} = 1 order by ${roles.roleCode}), ${separator})`;

/** The listed organisations of a permission, as one aggregate over them. */
const ofListed = (aggregate: SQL) =>
  sql`(select ${aggregate} from ${orgs} as listed_org where ${listed.id} = any(${perms.orgIds}))`;

const dataScopes = sql`(select coalesce(json_agg(json_build_object(
    'resource', ${perms.resource},
    'authority', ${perms.authority},
    'orgIds', ${ofListed(sql`coalesce(json_agg(${listed.id}::text order by ${listed.id}), '[]'::json)`)},
    'orgNames', ${ofListed(sql`coalesce(string_agg(${listed.name}, '、' order by ${listed.id}), '')`)},
    'orgNamesEn', ${ofListed(sql`coalesce(string_agg(coalesce(nullif(${listed.nameEn}, ''), ${listed.name}), ', ' order by ${listed.id}), '')`)}
  ) order by ${perms.resource}), '[]'::json) from ${perms} where ${perms.stationId} = ${stations.id})`;

const stationRow = rowReader(stationRowSchema.omit({ actions: true }), stations, {
  stationId: stations.id,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
  orgType: orgs.orgType,
  memberCount: sql<number>`(select count(*) from ${stationMembers} where ${stationMembers.stationId} = ${stations.id})::int`,
  roleNames: roleNamesOf(roles.roleName, '、'),
  roleNamesEn: roleNamesOf(roles.roleNameEn, ', '),
  dataScopes,
});

type Selected = Record<string, unknown> & { station: typeof stations.$inferSelect };

/** The stations an actor may see: an enterprise administrator its own organisation's, an operator every one. */
export const stationScope = (actor: Actor): SQL | undefined => rowScope(actor, { org: stations.orgId });

/** Stations as the actor reads them (its scope), each with the steps the actor may take on it. */
export const stationList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select({ ...stationRow.columns, station: stations })
        .from(stations)
        .innerJoin(orgs, eq(orgs.id, stations.orgId))
        .$dynamic(),
    count: (db) => db.select({ total: count() }).from(stations).$dynamic(),
    where: stationScope(actor),
    filters: filtersOf(queryStations, {
      stationName: [stations.stationName, stations.stationCode],
      orgId: stations.orgId,
      status: stations.status,
    }),
    sorts: { updatedAt: stations.updatedAt, stationName: stations.stationName },
    defaultOrder: [desc(stations.updatedAt)],
    tieBreaker: stations.id,
    map: (row: Selected): StationRow => ({
      ...stationRow.toRow(row),
      actions: eventsAllowed(stationSteps, row.station, actor, {}),
    }),
  });

export const listStations = (db: Db, actor: Actor, input: Query): Promise<Page<StationRow>> =>
  runList(db, stationList(actor), input);

/** One station as its row shows it, in the actor's scope (`station.notFound` outside it). */
export const loadStation = (db: Db | Tx, id: number, actor: Actor): Promise<StationRow> =>
  readRecord(db, stationList(actor), eq(stations.id, id), stationNotFound);
