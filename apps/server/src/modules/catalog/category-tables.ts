import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, idRef } from '../../db/columns';
import { brands } from './brand-tables';

/** Back-office category tree, three levels; only leaf (level 3) categories carry goods. */
export const categories = pgTable(
  'categories',
  {
    id: identityId(),
    /** Hierarchical code, two digits per level: '03', '0301', '030102'. */
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
    /** null for a top category. */
    parentId: idRef('parent_id').references((): AnyPgColumn => categories.id),
    /** 1, 2 or 3. */
    level: smallint('level').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    isLeaf: boolean('is_leaf').notNull().default(false),
    /** Key of the top category the branch belongs to (e.g. 'fasteners'); null for categories added later. */
    topKey: varchar('top_key', { length: 20 }),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /** Raised by every edit and reorder: a reorder made on an older read is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('categories_code_key').on(t.code), index('categories_parent_id_idx').on(t.parentId)],
);

/** Storefront navigation tree; its level-3 entries list the goods of linked back-office leaf categories. */
export const frontCategories = pgTable(
  'front_categories',
  {
    id: identityId(),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
    parentId: idRef('parent_id').references((): AnyPgColumn => frontCategories.id),
    level: smallint('level').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 shown, 0 hidden. */
    status: smallint('status').notNull().default(1),
    /** Raised by every edit and reorder: a reorder made on an older read is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('front_categories_parent_id_idx').on(t.parentId)],
);

export const frontCategoryLinks = pgTable(
  'front_category_links',
  {
    frontCategoryId: idRef('front_category_id')
      .notNull()
      .references(() => frontCategories.id),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.frontCategoryId, t.categoryId] }),
    index('front_category_links_category_id_idx').on(t.categoryId),
  ],
);

/** Leaf categories a brand makes goods in. */
export const brandCategories = pgTable(
  'brand_categories',
  {
    brandId: idRef('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.categoryId] }),
    index('brand_categories_category_id_idx').on(t.categoryId),
  ],
);
