import { type OrderCompletedPayload, orderEvents, skuEvents } from '@procuremart/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { publish, subscribe } from '../../../platform/steps/domain-events';
import { skus } from '../goods-tables';

/**
 * Sales counts (decided here, SPEC names the count but not when it grows): a SKU's `sales_count` grows by
 * the quantity of its order lines when the order is completed (`order.completed`: the buyer's or a
 * receiver's acceptance of the last pieces, or the automatic receipt), the step that ends an order
 * normally. An order cancelled, refused or closed never counted, so nothing is taken back. The counts grow
 * in the completing step's transaction, in one statement (rows updated by primary key, in id order), and
 * `sku.sold` has search re-index those SKUs, so the storefront's "sales" order sees them at once.
 */
async function countSales(tx: Tx, { lines }: OrderCompletedPayload): Promise<void> {
  const sold = lines.filter((line) => line.quantity > 0);
  if (sold.length === 0) return;
  const added = sql.join(
    sold.map((line) => sql`when ${line.skuId}::bigint then ${line.quantity}::int`),
    sql` `,
  );
  const skuIds = sold.map((line) => line.skuId);
  await tx
    .update(skus)
    .set({ salesCount: sql`${skus.salesCount} + case ${skus.id} ${added} else 0 end` })
    .where(inArray(skus.id, skuIds));
  await publish(tx, [skuEvents.sold.of({ skuIds })]);
}

export const salesCountSubscribers = [subscribe(orderEvents.completed, 'catalog.countSales', countSales)];
