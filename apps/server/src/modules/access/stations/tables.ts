import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { roles } from '../tables';

/** Stations (posts) inside a top organisation: its members hold the station's roles and data permissions while it is active. */
export const stations = pgTable(
  'stations',
  {
    id: identityId(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    stationCode: varchar('station_code', { length: 30 }).notNull(),
    stationName: varchar('station_name', { length: 40 }).notNull(),
    stationNameEn: varchar('station_name_en', { length: 80 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** STATION_STATUS: 1 active, 0 stopped (the station machine). */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('stations_org_code_key').on(t.orgId, sql`lower(${t.stationCode})`),
    uniqueIndex('stations_org_name_key').on(t.orgId, t.stationName),
  ],
);

/** The members holding a station (members of the station's organisation). */
export const stationMembers = pgTable(
  'station_members',
  {
    stationId: idRef('station_id')
      .notNull()
      .references(() => stations.id),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.userId] }), index('station_members_user_idx').on(t.userId)],
);

/** Role stations: every member of the station holds the role. */
export const stationRoles = pgTable(
  'station_roles',
  {
    stationId: idRef('station_id')
      .notNull()
      .references(() => stations.id),
    roleId: idRef('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.roleId] }), index('station_roles_role_idx').on(t.roleId)],
);

/**
 * A station's data permission for one data resource (DATA_RESOURCE_TYPE): how far it reaches (DATA_AUTHORITY_TYPE)
 * and, for listed organisations or a zone, which organisations (with everything under them).
 */
export const stationDataPermissions = pgTable(
  'station_data_permissions',
  {
    stationId: idRef('station_id')
      .notNull()
      .references(() => stations.id),
    resource: varchar('resource', { length: 20 }).notNull(),
    authority: varchar('authority', { length: 20 }).notNull(),
    orgIds: bigint('org_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.resource] })],
);
