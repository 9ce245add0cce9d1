import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { skus } from '../goods-tables';

/** Pieces of one SKU that an order takes from stock or gives back. */
export interface StockHold {
  skuId: number;
  num: number;
}

/** Locks the SKUs' rows in id order: takings and give-backs lock alike, so the two never deadlock. */
async function lockSkus(tx: Tx, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx
    .select({ id: skus.id })
    .from(skus)
    .where(inArray(skus.id, [...new Set(skuIds)]))
    .orderBy(asc(skus.id))
    // Not 'update': the order lines a checkout inserted before taking stock hold their SKUs' key (foreign-key
    // checks), which 'update' would wait for, and two checkouts would deadlock. Stock is no key column.
    .for('no key update');
}

/**
 * Takes the stock of every hold with conditional updates, rows locked in SKU id order first, so that concurrent
 * checkouts never deadlock and never sell what is not there. Returns the first hold that finds too little stock,
 * with the stock left, or null when every hold was taken (the caller refuses and its transaction rolls back).
 */
export async function takeStock<H extends StockHold>(
  tx: Tx,
  holds: readonly H[],
): Promise<{ hold: H; left: number } | null> {
  const sorted = [...holds].sort((a, b) => a.skuId - b.skuId);
  await lockSkus(
    tx,
    sorted.map((h) => h.skuId),
  );
  for (const hold of sorted) {
    const taken = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${hold.num}` })
      .where(and(eq(skus.id, hold.skuId), sql`${skus.stock} >= ${hold.num}`))
      .returning({ id: skus.id });
    if (taken.length === 0) {
      const [row] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, hold.skuId));
      return { hold, left: row?.stock ?? 0 };
    }
  }
  return null;
}

/**
 * Gives stock back (an order closed with pieces not shipped), rows locked in SKU id order first. Stock is not
 * part of the search index, so nothing is re-indexed.
 */
export async function giveBackStock(tx: Tx, holds: readonly StockHold[]): Promise<void> {
  const sorted = [...holds].sort((a, b) => a.skuId - b.skuId);
  await lockSkus(
    tx,
    sorted.map((h) => h.skuId),
  );
  for (const hold of sorted) {
    if (hold.num > 0)
      await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} + ${hold.num}` })
        .where(eq(skus.id, hold.skuId));
  }
}
