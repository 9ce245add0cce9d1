import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { skus, supplierShops } from '../catalog/tables';
import { users } from '../identity/tables';
import { orgs } from '../org/tables';

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
