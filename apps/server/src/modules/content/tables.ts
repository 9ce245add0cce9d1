import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { categories } from '../catalog/shared-tables';

/** Slides of the storefront home page carousel. */
export const homeCarousel = pgTable(
  'home_carousel',
  {
    id: identityId(),
    title: varchar('title', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 120 }).notNull().default(''),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    subtitleEn: varchar('subtitle_en', { length: 200 }).notNull().default(''),
    /** Storage key of the slide picture. */
    pictureKey: varchar('picture_key', { length: 200 }).notNull(),
    /** Where a click leads: a storefront path such as '/list?keyword=...'. */
    link: text('link').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 shown, 0 hidden. */
    status: smallint('status').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [index('home_carousel_sort_no_idx').on(t.sortNo)],
);

/** Goods floors of the storefront home page, one per top category. */
export const homeFloors = pgTable(
  'home_floors',
  {
    id: identityId(),
    /** A top (level 1) category. */
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 shown, 0 hidden. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('home_floors_category_id_key').on(t.categoryId)],
);
