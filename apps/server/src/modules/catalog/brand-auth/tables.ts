import { date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { storedFiles } from '../../files/shared-tables';
import { brands } from '../brand-tables';
import { suppliers } from '../supplier-tables';

/**
 * A supplier's authorisation to sell a brand (brand authorisation machine): one row per supplier and brand,
 * applied for again on the same row once rejected, stopped or expired. Valid from `valid_from` to
 * `valid_to` inclusive, China calendar days.
 */
export const brandAuths = pgTable(
  'brand_auths',
  {
    id: identityId(),
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    brandId: idRef('brand_id')
      .notNull()
      .references(() => brands.id),
    /** BrandAuthStatus: 1 applied, 2 active, 3 rejected, 4 stopped. */
    status: smallint('status').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** The supplier's remark on the application. */
    remark: text('remark').notNull().default(''),
    /** The last audit, stop or withdrawal reason. */
    reason: text('reason').notNull().default(''),
    version: integer('version').notNull().default(1),
    appliedAt: timestampTz('applied_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by'),
  },
  (t) => [
    uniqueIndex('brand_auths_supplier_id_brand_id_key').on(t.supplierId, t.brandId),
    index('brand_auths_brand_id_idx').on(t.brandId),
    index('brand_auths_status_idx').on(t.status),
  ],
);

/** The authorisation letter's files (pdf/png/jpg uploads) of an application, in the order given. */
export const brandAuthLetters = pgTable(
  'brand_auth_letters',
  {
    authId: idRef('auth_id')
      .notNull()
      .references(() => brandAuths.id),
    fileId: idRef('file_id')
      .notNull()
      .references(() => storedFiles.id),
    sortNo: smallint('sort_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authId, t.fileId] })],
);
