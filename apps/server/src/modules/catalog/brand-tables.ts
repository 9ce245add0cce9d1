import { integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';

export const brands = pgTable(
  'brands',
  {
    id: identityId(),
    /** Stable key of a seeded brand, e.g. 'deli', 'wd-40'; null for brands operators create. */
    brandCode: varchar('brand_code', { length: 60 }),
    brandName: varchar('brand_name', { length: 120 }).notNull(),
    brandNameEn: varchar('brand_name_en', { length: 120 }).notNull().default(''),
    description: text('description').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 enabled, 0 disabled (brand machine). */
    status: smallint('status').notNull().default(1),
    /** Optimistic concurrency: every edit must name the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by'),
    /** The brand's logo picture (stored_files); null when it has none. */
    logoFileId: idRef('logo_file_id'),
  },
  (t) => [
    uniqueIndex('brands_brand_name_key').on(t.brandName),
    uniqueIndex('brands_brand_code_key').on(t.brandCode),
  ],
);
