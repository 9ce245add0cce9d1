import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { orgs } from '../org/shared-tables';

export const users = pgTable(
  'users',
  {
    id: identityId(),
    username: varchar('username', { length: 50 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    userName: varchar('user_name', { length: 80 }).notNull(),
    /** isProfessionalOrgExt: 0 operation staff, 1 purchaser, 2 supplier. */
    kind: smallint('kind').notNull(),
    memberClass: varchar('member_class', { length: 2 }).notNull(),
    orgId: idRef('org_id').references(() => orgs.id),
    /** The member's purchasing unit: a department (child organisation) of its organisation, if any. */
    orgUnitId: idRef('org_unit_id').references(() => orgs.id),
    mobile: varchar('mobile', { length: 20 }),
    email: varchar('email', { length: 100 }),
    /** SPEC §5: digits only; '' when none. */
    employeeNo: varchar('employee_no', { length: 20 }).notNull().default(''),
    /** Set or reset by an administrator: every call but changing it and signing out answers EPWD until changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    lastLoginAt: timestampTz('last_login_at'),
  },
  // Usernames are unique whatever their case (they are NFKC-normalised before they get here).
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_org_id_idx').on(t.orgId),
  ],
);

/** Server-side sessions; only a SHA-256 of the token is kept, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestampTz('created_at').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Login attempts per (lower-cased) username within the failure window, counted before the password is
 * verified, in the database so every server process shares them. `fail_count` counts attempts not yet
 * ended by a success.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    username: varchar('username', { length: 50 }).primaryKey(),
    /** Wrong passwords within the window. */
    failCount: integer('fail_count').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    lockedUntil: timestampTz('locked_until'),
    /** Attempts whose password is being verified now; counted only until inFlightUntil (a killed process). */
    inFlight: integer('in_flight').notNull().default(0),
    inFlightUntil: timestampTz('in_flight_until'),
  },
  (t) => [index('login_attempts_locked_until_idx').on(t.lockedUntil)],
);

export type UserRow = typeof users.$inferSelect;

/** A user's own display choices, applied at login on any browser; null where the user has not chosen. */
export const userPreferences = pgTable('user_preferences', {
  userId: idRef('user_id')
    .primaryKey()
    .references(() => users.id),
  theme: varchar('theme', { length: 20 }),
  locale: varchar('locale', { length: 10 }),
  /** The workbench's common menus: menu codes of pages the user pinned, in its order (umc_saveCommonMenus). */
  commonMenus: jsonb('common_menus').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestampTz('updated_at').notNull(),
});
