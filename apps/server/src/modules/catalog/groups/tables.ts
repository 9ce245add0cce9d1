import { index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { skus, spus } from '../goods-tables';

/** A curated, named set of SKUs an operator keeps; shown as a storefront home floor when asked. */
export const commodityGroups = pgTable(
  'commodity_groups',
  {
    id: identityId(),
    groupCode: varchar('group_code', { length: 40 }).notNull(),
    groupName: varchar('group_name', { length: 120 }).notNull(),
    groupNameEn: varchar('group_name_en', { length: 120 }).notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 enabled, 0 disabled. */
    enabled: smallint('enabled').notNull().default(1),
    /** 1: a floor of the storefront home page while enabled. */
    homeFloor: smallint('home_floor').notNull().default(0),
    /** Members, kept with every add/remove (conditional update against the limit). */
    skuCount: integer('sku_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by'),
  },
  (t) => [uniqueIndex('commodity_groups_group_code_key').on(t.groupCode)],
);

/** The SKUs of a group in display order (sort_no ascending). */
export const commodityGroupSkus = pgTable(
  'commodity_group_skus',
  {
    groupId: idRef('group_id')
      .notNull()
      .references(() => commodityGroups.id, { onDelete: 'cascade' }),
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    sortNo: integer('sort_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.skuId] }),
    index('commodity_group_skus_sku_id_idx').on(t.skuId),
  ],
);

/** Related goods of an SPU (shown on its product pages), in display order. */
export const relatedGoods = pgTable(
  'related_goods',
  {
    spuId: idRef('spu_id')
      .notNull()
      .references(() => spus.id),
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    sortNo: smallint('sort_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spuId, t.skuId] })],
);
