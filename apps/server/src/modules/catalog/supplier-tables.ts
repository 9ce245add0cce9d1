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
import { identityId, idRef } from '../../db/columns';
import { orgs } from '../org/shared-tables';
import { categories } from './category-tables';

export const suppliers = pgTable(
  'suppliers',
  {
    id: identityId(),
    /** SupplierKind: 'ecommerce' or 'agreement' (framework-agreement supplier). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** SPEC §3 code of an e-commerce supplier (jd, suning, zkh, grainger, deli, ehsy); null for agreement ones. */
    supplierCode: varchar('supplier_code', { length: 20 }),
    /** Platform-wide supplier number, e.g. 'GYS0001'. */
    supplierNo: varchar('supplier_no', { length: 20 }).notNull(),
    /** Short display name, e.g. 京东. */
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    contactName: varchar('contact_name', { length: 80 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull().default(''),
    /** The supplier's own organisation (org type '02'), whose users act as this supplier. */
    orgId: idRef('org_id').references(() => orgs.id),
    /** 1 active, 0 stopped. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    uniqueIndex('suppliers_supplier_code_key').on(t.supplierCode),
    uniqueIndex('suppliers_supplier_no_key').on(t.supplierNo),
    uniqueIndex('suppliers_org_id_key').on(t.orgId),
  ],
);

/** Leaf categories a supplier sells in. */
export const supplierCategories = pgTable(
  'supplier_categories',
  {
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.categoryId] }),
    index('supplier_categories_category_id_idx').on(t.categoryId),
  ],
);

export const supplierShops = pgTable(
  'supplier_shops',
  {
    id: identityId(),
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    shopName: varchar('shop_name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    /** English name and description shown in en-US ('' when none: the Chinese ones are shown). */
    shopNameEn: varchar('shop_name_en', { length: 120 }).notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Out of 5 with one decimal; a decimal string like '4.8'. */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('5.0'),
    servicePhone: varchar('service_phone', { length: 30 }).notNull().default(''),
    /** 1 open, 0 closed. */
    status: smallint('status').notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
    /** Freight rule: orders of at least this goods amount ship free, smaller ones pay `freight_fee`. */
    freightFreeAbove: numeric('freight_free_above', { precision: 20, scale: 2 }).notNull().default('0.00'),
    freightFee: numeric('freight_fee', { precision: 20, scale: 2 }).notNull().default('0.00'),
    /** The delivery time range the shop promises, in days after confirmation. */
    deliveryDaysMin: smallint('delivery_days_min').notNull().default(1),
    deliveryDaysMax: smallint('delivery_days_max').notNull().default(3),
  },
  (t) => [index('supplier_shops_supplier_id_idx').on(t.supplierId)],
);
