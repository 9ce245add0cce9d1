import type { CallOutput, mergeVisitorCart } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { skus, supplierShops } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';

/** One distinct SKU in a purchaser's cart (SPEC §5: at most 100 per user). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    /** The purchaser's organisation when the line was added; null for individual members. */
    orgId: idRef('org_id').references(() => orgs.id),
    skuId: idRef('sku_id')
      .notNull()
      .references(() => skus.id),
    shopId: idRef('shop_id')
      .notNull()
      .references(() => supplierShops.id),
    /** A positive integer quantity. */
    num: integer('num').notNull(),
    ticked: boolean('ticked').notNull().default(true),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  // The unique index leads with user_id, so it also serves every per-user cart query.
  (t) => [
    uniqueIndex('cart_lines_user_id_sku_id_key').on(t.userId, t.skuId),
    check('cart_lines_num_positive', sql`${t.num} > 0`),
  ],
);

/**
 * A visitor cart merged into a purchaser's cart at login, by the browser cart's merge id: the same browser
 * cart sent again (another tab, a retry after a lost answer) gets this result and merges nothing twice.
 */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    mergeId: text('merge_id').notNull(),
    result: jsonb('result').$type<Omit<CallOutput<typeof mergeVisitorCart>, 'totalNum'>>().notNull(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeId] })],
);
