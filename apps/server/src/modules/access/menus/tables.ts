import { boolean, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef } from '../../../db/columns';
import { menus } from '../tables';

/** Applications (SPEC systemQuery): the app codes menus are grouped by; the back office is BACK_OFFICE_APP_CODE. */
export const menuApps = pgTable(
  'menu_apps',
  {
    id: identityId(),
    appCode: varchar('app_code', { length: 20 }).notNull(),
    appName: varchar('app_name', { length: 60 }).notNull(),
    appNameEn: varchar('app_name_en', { length: 100 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [uniqueIndex('menu_apps_app_code_key').on(t.appCode)],
);

/**
 * Operators' edits of a menu over what the manifests declare, one row per stage: 'draft' (being edited) and
 * 'published' (what users see: applied to `menus` at publish and after the start-up upsert). A menu without a
 * row is as its manifest declares; a retired menu's rows go with it.
 */
export const menuOverrides = pgTable(
  'menu_overrides',
  {
    menuId: idRef('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 10 }).$type<'draft' | 'published'>().notNull(),
    menuName: varchar('menu_name', { length: 100 }).notNull(),
    menuNameEn: varchar('menu_name_en', { length: 100 }).notNull(),
    sortNo: integer('sort_no').notNull(),
    hidden: boolean('hidden').notNull(),
    /** A page's group; null: the manifest's (also when that group is retired). */
    parentId: idRef('parent_id').references(() => menus.id, { onDelete: 'set null' }),
    /** A group's application; null: the back office. Pages follow their group. */
    appCode: varchar('app_code', { length: 20 }),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.stage] })],
);
