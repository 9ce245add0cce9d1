import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { skus } from '../catalog/shared-tables';
import { orderLines } from './tables';

/**
 * Gives back the stock an order still holds (the pieces not shipped) when it closes (cancelled, refused,
 * closed), in the transaction that closes it. Stock is not part of the search index, so no re-indexing.
 */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ skuId: orderLines.skuId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return;
  // Rows are locked in id order, as reservations lock them, so the two never deadlock.
  await tx
    .select({ id: skus.id })
    .from(skus)
    .where(inArray(skus.id, [...new Set(lines.map((l) => l.skuId))]))
    .orderBy(asc(skus.id))
    .for('update');
  await tx.execute(sql`update ${skus} set stock = ${skus.stock} + l.total
    from (select ${orderLines.skuId} as sku_id, sum(${orderLines.num} - ${orderLines.shippedNum})::int as total
          from ${orderLines} where ${eq(orderLines.orderId, orderId)} group by ${orderLines.skuId}) l
    where ${skus.id} = l.sku_id and l.total > 0`);
}
