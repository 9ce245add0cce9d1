import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { giveBackStock } from '../catalog';
import { orderLines } from './tables';

/**
 * Gives back the stock an order still holds (the pieces not shipped) when it closes (cancelled, refused,
 * closed), in the transaction that closes it.
 */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<void> {
  const held = await tx
    .select({
      skuId: orderLines.skuId,
      num: sql<number>`sum(${orderLines.num} - ${orderLines.shippedNum})::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.skuId);
  await giveBackStock(tx, held);
}
