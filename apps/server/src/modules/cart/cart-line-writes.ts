import {
  type Cart,
  type changeAmount,
  type deleteCart,
  SkuStatus,
  type tickCart,
} from '@procuremart/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { notFoundError } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { shopSells } from '../catalog';
import { skus, supplierShops } from '../catalog/shared-tables';
import { insufficientStockError } from './cart-errors';
import { loadCart } from './cart-view';
import { cartLines } from './tables';

/** Distinct ids of the request; an id that cannot name a row is not found. */
const lineIdsOf = (cartIds: string[]): number[] => [...new Set(cartIds.map(parseId))];

/**
 * Every named line must be the caller's: a line of another user (or none) is "not found", and the
 * transaction rolls back so that nothing was touched.
 */
function throwIfNotAllOwn(lineIds: number[], changed: unknown[]): void {
  if (changed.length !== lineIds.length) throw notFoundError();
}

/** Sets the quantity of one of the caller's lines, within the SKU's stock. */
export async function changeCartAmount(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof changeAmount>,
): Promise<Cart> {
  const lineId = parseId(input.cartId);
  const own = and(eq(cartLines.id, lineId), eq(cartLines.userId, actor.userId));
  const changed = await tx
    .update(cartLines)
    .set({ num: input.num, updatedAt: now() })
    .where(
      and(
        own,
        sql`${input.num} <= (select ${skus.stock} from ${skus} where ${skus.id} = ${cartLines.skuId})`,
      ),
    )
    .returning({ id: cartLines.id });
  if (changed.length === 0) {
    const [line] = await tx
      .select({ stock: skus.stock })
      .from(cartLines)
      .innerJoin(skus, eq(skus.id, cartLines.skuId))
      .where(own);
    if (!line) throw notFoundError();
    throw insufficientStockError(line.stock);
  }
  return loadCart(tx, actor.userId);
}

/** Removes the lines a submitted order took from the buyer's cart, in the order's transaction. */
export async function removeOrderedCartLines(tx: Tx, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length > 0) await tx.delete(cartLines).where(inArray(cartLines.id, [...lineIds]));
}

/** Deletes the named lines of the caller's cart, all of them or none. */
export async function deleteCartLines(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof deleteCart>,
): Promise<Cart> {
  const lineIds = lineIdsOf(input.cartIds);
  const deleted = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, actor.userId), inArray(cartLines.id, lineIds)))
    .returning({ id: cartLines.id });
  throwIfNotAllOwn(lineIds, deleted);
  return loadCart(tx, actor.userId);
}

/**
 * Ticks (or unticks) the named lines or all of the caller's lines. A line whose SKU is off shelf
 * (or whose shop closed) cannot be ticked and stays unticked.
 */
export async function setCartTicked(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof tickCart>,
  ticked: boolean,
): Promise<Cart> {
  const lineIds = input.cartIds ? lineIdsOf(input.cartIds) : null;
  const buyable = sql<boolean>`exists (select 1 from ${skus}
    inner join ${supplierShops} on ${supplierShops.id} = ${skus.shopId}
    where ${skus.id} = ${cartLines.skuId} and ${skus.status} = ${SkuStatus.onShelf}
      and ${shopSells(supplierShops.id)})`;
  const changed = await tx
    .update(cartLines)
    .set({ ticked: ticked ? buyable : false, updatedAt: now() })
    .where(and(eq(cartLines.userId, actor.userId), lineIds ? inArray(cartLines.id, lineIds) : undefined))
    .returning({ id: cartLines.id });
  if (lineIds) throwIfNotAllOwn(lineIds, changed);
  return loadCart(tx, actor.userId);
}
