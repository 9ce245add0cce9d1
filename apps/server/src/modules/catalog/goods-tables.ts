import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { storedFiles } from '../files/shared-tables';
import { attributes, attributeValues, channels, pools } from './attribute-tables';
import { brands } from './brand-tables';
import { categories } from './category-tables';
import { supplierShops, suppliers } from './supplier-tables';

/** A product: brand, name and the specs all its SKUs share. */
export const spus = pgTable(
  'spus',
  {
    id: identityId(),
    spuName: varchar('spu_name', { length: 300 }).notNull(),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: idRef('brand_id')
      .notNull()
      .references(() => brands.id),
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    shopId: idRef('shop_id')
      .notNull()
      .references(() => supplierShops.id),
    /**
     * Sales unit: a UNIT dictionary code (PCS, BOX, UNIT…), labelled in the reader's language wherever it is
     * shown. Text saved before codes that matched no label was kept and is shown as it is.
     */
    unit: varchar('unit', { length: 10 }).notNull(),
    /** Goods classification (SPEC §3): 'wz' goods, 'sg' construction work, 'fw' service. */
    classification: varchar('classification', { length: 2 }).notNull(),
    /** Storage key of the product picture. */
    pictureKey: varchar('picture_key', { length: 200 }).notNull(),
    /** Background hue (0-359) of the generated picture. */
    pictureHue: smallint('picture_hue').notNull().default(0),
    skuCount: integer('sku_count').notNull().default(0),
    /** The supplier's description: plain text (markup is refused), shown as text. */
    description: text('description').notNull().default(''),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [index('spus_shop_id_idx').on(t.shopId), index('spus_category_id_idx').on(t.categoryId)],
);

/** Pictures a supplier uploaded for an SPU (stored files), the main picture first. */
export const spuPictures = pgTable(
  'spu_pictures',
  {
    spuId: idRef('spu_id')
      .notNull()
      .references(() => spus.id),
    fileId: idRef('file_id')
      .notNull()
      .references(() => storedFiles.id),
    sortNo: smallint('sort_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spuId, t.fileId] })],
);

/** A sellable item of a supplier shop. */
export const skus = pgTable(
  'skus',
  {
    id: identityId(),
    spuId: idRef('spu_id')
      .notNull()
      .references(() => spus.id),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: idRef('brand_id')
      .notNull()
      .references(() => brands.id),
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    shopId: idRef('shop_id')
      .notNull()
      .references(() => supplierShops.id),
    /** The supplier's own goods code, unique per supplier. */
    supplierSkuCode: varchar('supplier_sku_code', { length: 60 }).notNull(),
    /** The official name (Chinese). */
    skuName: varchar('sku_name', { length: 300 }).notNull(),
    /** The English name shown in en-US ('' when the supplier gave none: the official name is shown). */
    skuNameEn: varchar('sku_name_en', { length: 300 }).notNull().default(''),
    model: varchar('model', { length: 120 }).notNull().default(''),
    /** Sales unit: a UNIT dictionary code, as on the SPU (older unmatched text kept as it is). */
    unit: varchar('unit', { length: 10 }).notNull(),
    /** Money: decimal strings, never floats; market_price >= sale_price. */
    salePrice: numeric('sale_price', { precision: 20, scale: 2 }).notNull(),
    marketPrice: numeric('market_price', { precision: 20, scale: 2 }).notNull(),
    /** VAT rate in percent (TAX_RATE dictionary), e.g. '13.00'. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('13.00'),
    stock: integer('stock').notNull().default(0),
    /** SkuStatus: 1 on shelf, 0 off shelf, 2 draft, 3/4 awaiting first/second audit, 5 forced off shelf. */
    status: smallint('status').notNull().default(1),
    /** Goods classification (SPEC §3): 'wz', 'sg' or 'fw'. */
    classification: varchar('classification', { length: 2 }).notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    pictureKey: varchar('picture_key', { length: 200 }).notNull(),
    /** Optimistic concurrency for supplier/operator edits. */
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('skus_supplier_id_supplier_sku_code_key').on(t.supplierId, t.supplierSkuCode),
    // Quick order and cart import find goods by the code alone, across suppliers.
    index('skus_supplier_sku_code_idx').on(t.supplierSkuCode),
    index('skus_shop_id_idx').on(t.shopId),
    index('skus_spu_id_idx').on(t.spuId),
    index('skus_brand_id_idx').on(t.brandId),
    index('skus_category_id_idx').on(t.categoryId),
  ],
);

/** The value a SKU has for each attribute of its category. */
export const skuAttributeValues = pgTable(
  'sku_attribute_values',
  {
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    attributeId: idRef('attribute_id')
      .notNull()
      .references(() => attributes.id),
    valueId: idRef('value_id')
      .notNull()
      .references(() => attributeValues.id),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.attributeId] })],
);

export const skuChannels = pgTable(
  'sku_channels',
  {
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    channelId: idRef('channel_id')
      .notNull()
      .references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.channelId] })],
);

export const skuPools = pgTable(
  'sku_pools',
  {
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    poolId: idRef('pool_id')
      .notNull()
      .references(() => pools.id),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.poolId] })],
);
