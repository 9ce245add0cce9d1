import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';

export const roles = pgTable(
  'roles',
  {
    id: identityId(),
    roleCode: varchar('role_code', { length: 100 }).notNull(),
    roleName: varchar('role_name', { length: 100 }).notNull(),
    roleNameEn: varchar('role_name_en', { length: 100 }).notNull(),
    /** The user kind the role is meant for (isProfessionalOrgExt). */
    kind: smallint('kind').notNull(),
    /** 1 active, 0 stopped: a stopped role grants nothing. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('roles_role_code_key').on(t.roleCode)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    roleId: idRef('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const menus = pgTable(
  'menus',
  {
    id: identityId(),
    parentId: idRef('parent_id').references((): AnyPgColumn => menus.id),
    /** Equals the web route name of the page the menu opens. */
    menuCode: varchar('menu_code', { length: 100 }).notNull(),
    menuName: varchar('menu_name', { length: 100 }).notNull(),
    menuNameEn: varchar('menu_name_en', { length: 100 }).notNull(),
    appCode: varchar('app_code', { length: 20 }).notNull(),
    icon: varchar('icon', { length: 60 }),
    sortNo: integer('sort_no').notNull().default(0),
    isVue: boolean('is_vue').notNull().default(true),
    /** 'group' (a top-level menu), 'page' (a route) or 'access' (a permission for an action in a page). */
    menuType: varchar('menu_type', { length: 10 })
      .$type<'group' | 'page' | 'access'>()
      .notNull()
      .default('page'),
    /** Granted like any menu but not shown in the menu tree (detail pages, access codes). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('menus_menu_code_key').on(t.menuCode)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: idRef('role_id')
      .notNull()
      .references(() => roles.id),
    menuId: idRef('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Roles granted to an organisation: its enterprise administrator may hand them to its own members. */
export const orgRoles = pgTable(
  'org_roles',
  {
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    roleId: idRef('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.roleId] })],
);

/**
 * The ledger of default grants (a page manifest's `roles:`) already applied: the start-up seed applies only
 * defaults not in it, so a grant an operator removed stays removed, and a page newly given to a role still
 * reaches existing databases.
 */
export const roleMenuDefaults = pgTable(
  'role_menu_defaults',
  {
    roleCode: varchar('role_code', { length: 100 }).notNull(),
    menuCode: varchar('menu_code', { length: 100 }).notNull(),
    appliedAt: timestampTz('applied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.menuCode] })],
);
