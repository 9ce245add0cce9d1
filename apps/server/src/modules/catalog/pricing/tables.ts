import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { users } from '../../identity/shared-tables';
import { skus } from '../goods-tables';
import { suppliers } from '../supplier-tables';

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/**
 * A change to a SKU on shelf waiting for the operators (machines/sku-change.ts); today the price. The
 * old values stay on sale until approval; at most one pending request per SKU.
 */
export const skuChangeRequests = pgTable(
  'sku_change_requests',
  {
    id: identityId(),
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    supplierId: idRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** What changes: 'price'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    oldSalePrice: money('old_sale_price').notNull(),
    oldMarketPrice: money('old_market_price').notNull(),
    newSalePrice: money('new_sale_price').notNull(),
    newMarketPrice: money('new_market_price').notNull(),
    /** SkuChangeStatus: pending, approved, rejected, withdrawn. */
    status: varchar('status', { length: 10 }).notNull(),
    /** The operator's reason (required for a rejection) or the supplier's withdrawal remark. */
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    requestedBy: idRef('requested_by').references(() => users.id),
    requestedAt: timestampTz('requested_at').notNull(),
    decidedBy: idRef('decided_by').references(() => users.id),
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [
    uniqueIndex('sku_change_requests_one_pending_key').on(t.skuId).where(sql`${t.status} = 'pending'`),
    index('sku_change_requests_status_idx').on(t.status, t.requestedAt),
    index('sku_change_requests_supplier_idx').on(t.supplierId, t.requestedAt),
  ],
);

/** Every price a SKU had: a direct change (not on shelf) or an approved change request. */
export const skuPriceHistory = pgTable(
  'sku_price_history',
  {
    id: identityId(),
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    oldSalePrice: money('old_sale_price').notNull(),
    newSalePrice: money('new_sale_price').notNull(),
    oldMarketPrice: money('old_market_price').notNull(),
    newMarketPrice: money('new_market_price').notNull(),
    /** 'direct' or 'approval'. */
    source: varchar('source', { length: 10 }).notNull(),
    changeRequestId: idRef('change_request_id').references(() => skuChangeRequests.id),
    changedBy: idRef('changed_by').references(() => users.id),
    changedAt: timestampTz('changed_at').notNull(),
  },
  (t) => [index('sku_price_history_sku_idx').on(t.skuId, t.changedAt)],
);
