import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { nextNumbers } from '../../config';
import { orderNumbering, parentOrderNumbering } from '../order-numbering';
import { orders, parentOrders } from '../tables';

/** A unique stand-in until the row gets its number (never seen outside the placing transaction). */
export const provisionalNumber = (): string => `T${randomBytes(9).toString('hex')}`;

/**
 * Gives the checkout and its supplier orders (in the order they were written) their numbers. Order numbers may
 * skip (order-numbering.ts): they are taken without holding the counters until the checkout commits.
 */
export async function numberOrders(
  conn: { db?: Db; tx: Tx },
  parentOrderId: number,
  at: Date,
): Promise<void> {
  const { tx } = conn;
  const [parentOrderNo] = await nextNumbers(conn, parentOrderNumbering, at, 1);
  await tx.update(parentOrders).set({ parentOrderNo }).where(eq(parentOrders.id, parentOrderId));
  const placed = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.parentOrderId, parentOrderId))
    .orderBy(asc(orders.id));
  const numbers = await nextNumbers(conn, orderNumbering, at, placed.length);
  for (const [index, { id }] of placed.entries())
    await tx.update(orders).set({ orderNo: numbers[index] }).where(eq(orders.id, id));
}
