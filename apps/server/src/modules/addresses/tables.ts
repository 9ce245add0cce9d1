import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';

/** Mainland China's regions (GB/T 2260 codes): province 1, city 2, district 3; seeded at every start. */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 6 }),
    name: varchar('name', { length: 50 }).notNull(),
    level: smallint('level').notNull(),
    sortNo: integer('sort_no').notNull(),
  },
  (t) => [index('regions_parent_code_idx').on(t.parentCode)],
);

/**
 * A user's receiving ('receiving') or invoice-delivery ('invoice') address. Each belongs to one user (and its
 * organisation when it has one); `shared` ones are seen by the organisation's other purchasers too. Region
 * names are a snapshot of the tree when saved. At most one default per user and kind.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    orgId: idRef('org_id').references(() => orgs.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    provinceName: varchar('province_name', { length: 50 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    cityName: varchar('city_name', { length: 50 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }),
    districtName: varchar('district_name', { length: 50 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 40 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    detail: varchar('detail', { length: 200 }).notNull(),
    tag: varchar('tag', { length: 20 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [
    index('addresses_user_id_kind_idx').on(t.userId, t.kind),
    index('addresses_org_id_shared_idx').on(t.orgId).where(sql`${t.shared}`),
    uniqueIndex('addresses_one_default_key').on(t.userId, t.kind).where(sql`${t.isDefault}`),
  ],
);

/**
 * An invoice title of a purchasing organisation, or of an individual member (no organisation): `ownerKey` is
 * 'org:<id>' or 'user:<id>', so one partial unique index keeps one default per owner.
 */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: identityId(),
    ownerKey: varchar('owner_key', { length: 30 }).notNull(),
    orgId: idRef('org_id').references(() => orgs.id),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    specialInvoice: boolean('special_invoice').notNull().default(false),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 32 }).notNull().default(''),
    registeredAddress: varchar('registered_address', { length: 200 }).notNull().default(''),
    registeredPhone: varchar('registered_phone', { length: 30 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [
    index('invoice_titles_owner_key_idx').on(t.ownerKey),
    uniqueIndex('invoice_titles_one_default_key').on(t.ownerKey).where(sql`${t.isDefault}`),
  ],
);
