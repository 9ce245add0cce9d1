import type { updateStock as updateStockCall } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { idText, parseId } from '../../../platform/ids';
import { skus } from '../tables';
import { lockOwnPricedSkus } from './sku-lock';

/**
 * Sets the stock of the supplier's own SKUs, all or nothing. Stock is not part of the search index (cards,
 * detail and cart read it from the SKU), so nothing is re-indexed.
 */
export async function updateStock(tx: Tx, actor: Actor, input: ParsedInput<typeof updateStockCall>) {
  await lockOwnPricedSkus(
    tx,
    actor,
    input.items.map((item) => parseId(item.skuId)),
  );
  const at = now();
  for (const item of input.items) {
    await tx
      .update(skus)
      .set({ stock: item.stock, version: sql`${skus.version} + 1`, updatedAt: at })
      .where(eq(skus.id, parseId(item.skuId)));
  }
  return { skuIds: input.items.map((item) => idText(parseId(item.skuId))) };
}
