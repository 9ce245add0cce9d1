import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { nextNumber } from '../../config';
import { orderNumbering, parentOrderNumbering } from '../order-numbering';
import { orders, parentOrders } from '../tables';

/** A unique stand-in until the row gets its number (never seen outside the placing transaction). */
export const provisionalNumber = (): string => `T${randomBytes(9).toString('hex')}`;

/**
 * Gives the checkout and its supplier orders (in the order they were written) their numbers, last thing
 * before the checkout commits, so the numbering counters are held as briefly as possible.
 */
export async function numberOrders(tx: Tx, parentOrderId: number, at: Date): Promise<void> {
  await tx
    .update(parentOrders)
    .set({ parentOrderNo: await nextNumber(tx, parentOrderNumbering, at) })
    .where(eq(parentOrders.id, parentOrderId));
  const placed = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.parentOrderId, parentOrderId))
    .orderBy(asc(orders.id));
  for (const { id } of placed)
    await tx
      .update(orders)
      .set({ orderNo: await nextNumber(tx, orderNumbering, at) })
      .where(eq(orders.id, id));
}
