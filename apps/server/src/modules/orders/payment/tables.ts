import { sql } from 'drizzle-orm';
import { bigint, index, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { users } from '../../identity/shared-tables';
import { parentOrders } from '../tables';

/**
 * One online payment attempt of a checkout: the supplier orders it pays, its amount and the gateway's
 * transaction number. An attempt is pending until the gateway answers (succeeded or failed); a new attempt
 * of the same checkout closes the pending ones as failed, so at most one is pending.
 */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    payNo: varchar('pay_no', { length: 32 }).notNull(),
    parentOrderId: idRef('parent_order_id')
      .notNull()
      .references(() => parentOrders.id),
    buyerUserId: idRef('buyer_user_id')
      .notNull()
      .references(() => users.id),
    /** The supplier orders (orders.id) this attempt pays, as they were payable when it started. */
    orderIds: bigint('order_ids', { mode: 'number' }).array().notNull(),
    /** PayType code; '01' online for now. */
    payMethod: varchar('pay_method', { length: 2 }).notNull(),
    /** The gateway that started it and alone may settle it: 'simulated' or 'signed' (PAYMENT_GATEWAY). */
    gateway: varchar('gateway', { length: 20 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** pending, succeeded, failed. */
    status: varchar('status', { length: 10 }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
    finishedAt: timestampTz('finished_at'),
  },
  (t) => [
    uniqueIndex('payments_pay_no_key').on(t.payNo),
    index('payments_parent_order_id_idx').on(t.parentOrderId),
    uniqueIndex('payments_one_pending_key').on(t.parentOrderId).where(sql`${t.status} = 'pending'`),
  ],
);
