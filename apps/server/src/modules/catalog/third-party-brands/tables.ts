import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { users } from '../../identity/shared-tables';
import { brands } from '../brand-tables';
import { suppliers } from '../supplier-tables';

/** A brand name as an e-commerce supplier's catalogue spells it, mapped (or not yet) to a platform brand. */
export const thirdPartyBrands = pgTable(
  'third_party_brands',
  {
    id: identityId(),
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    externalCode: varchar('external_code', { length: 40 }).notNull(),
    externalName: varchar('external_name', { length: 100 }).notNull(),
    brandId: idRef('brand_id').references(() => brands.id),
    /** 1 enabled, 0 disabled (thirdPartyBrandMachine). */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('third_party_brands_supplier_code_key').on(t.supplierId, t.externalCode),
    index('third_party_brands_brand_idx').on(t.brandId),
  ],
);
