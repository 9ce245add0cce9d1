import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef } from '../../db/columns';
import { categories } from './category-tables';

/** Sections of a product's attribute table: basic, spec, package, service. */
export const attributeGroups = pgTable(
  'attribute_groups',
  {
    id: identityId(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_groups_code_key').on(t.code)],
);

/** Attributes of one leaf category. */
export const attributes = pgTable(
  'attributes',
  {
    id: identityId(),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id),
    groupId: idRef('group_id')
      .notNull()
      .references(() => attributeGroups.id),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    /** True when the SKUs of one SPU differ by this attribute (a sales attribute). */
    isVariant: boolean('is_variant').notNull().default(false),
    /** False when goods may leave the attribute out (spec attributes are always given). */
    required: boolean('required').notNull().default(true),
  },
  (t) => [index('attributes_category_id_idx').on(t.categoryId)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: identityId(),
    attributeId: idRef('attribute_id')
      .notNull()
      .references(() => attributes.id),
    /** The official value (Chinese), also what goods files name. */
    value: text('value').notNull(),
    /** The value in English, shown in en-US (required on every edit; the migration copied the Chinese value). */
    valueEn: text('value_en').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('attribute_values_attribute_id_idx').on(t.attributeId)],
);

/** Sales channels (mall, agreement, office, mro, service) a SKU may be offered in. */
export const channels = pgTable(
  'channels',
  {
    id: identityId(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull().default(''),
  },
  (t) => [uniqueIndex('channels_code_key').on(t.code)],
);

/** Goods pools: curated sets of SKUs that purchasing organisations may be limited to. */
export const pools = pgTable(
  'pools',
  {
    id: identityId(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('pools_code_key').on(t.code)],
);
