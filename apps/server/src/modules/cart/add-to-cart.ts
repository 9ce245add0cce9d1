import { type addShoppingCart, CART_MAX_KINDS, CART_MAX_QUANTITY, SkuStatus } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { sqlRows } from '../../platform/sql-rows';
import { shopSells, throwIfNotVisible } from '../catalog';
import { skus, supplierShops } from '../catalog/shared-tables';
import {
  insufficientStockError,
  quantityMaxError,
  skuUnavailableError,
  throwIfCartFull,
} from './cart-errors';
import { lockCartOf } from './cart-lock';
import { cartLines } from './tables';

type AddInput = ParsedInput<typeof addShoppingCart>;

/** A wire id too large to name a row names no SKU either. */
function skuIdOf(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw skuUnavailableError();
  return value;
}

/**
 * Puts `num` of a shop's on-shelf SKU into the purchaser's cart, adding to the line the SKU already
 * has (and ticking it again). Two statements in one transaction: the user's cart lock, then one upsert
 * that checks every rule itself (shelf and shop, stock, 9999, 100 kinds); only when it writes nothing
 * is the reason looked up.
 */
export async function addToCart(tx: Tx, actor: Actor, input: AddInput): Promise<{ totalNum: number }> {
  const skuId = skuIdOf(input.skuId);
  const shopId = skuIdOf(input.supplierShopId);
  await throwIfNotVisible(tx, actor, [skuId], 'skuId');
  // Under the lock this statement's snapshot sees every committed add of this user: the kinds count holds.
  await lockCartOf(tx, actor.userId);
  const userLines = sql`${cartLines} where ${cartLines.userId} = ${actor.userId}`;
  const stamp = now().toISOString();
  const upsert = sql`insert into ${cartLines}
      (user_id, org_id, sku_id, shop_id, num, ticked, created_at, updated_at)
    select ${actor.userId}::bigint, ${actor.orgId}::bigint, ${skus.id}, ${skus.shopId}, ${input.num}::int,
      true, ${stamp}::timestamptz, ${stamp}::timestamptz
    from ${skus} inner join ${supplierShops} on ${supplierShops.id} = ${skus.shopId}
    where ${skus.id} = ${skuId} and ${skus.shopId} = ${shopId} and ${skus.status} = ${SkuStatus.onShelf}
      and ${shopSells(skus.shopId)} and ${input.num} <= ${skus.stock}
      and ((select count(*) from ${userLines}) < ${CART_MAX_KINDS}
        or exists (select 1 from ${userLines} and ${cartLines.skuId} = ${skuId}))
    on conflict (user_id, sku_id) do update
      set num = cart_lines.num + excluded.num, ticked = true, updated_at = excluded.updated_at
      where cart_lines.num + excluded.num
        <= least(${CART_MAX_QUANTITY}, (select stock from ${skus} where id = excluded.sku_id))
    returning num, (select count(*) from ${userLines}) as "kindsBefore"`;
  // Counts come back as text or numbers depending on the driver.
  const [line] = await sqlRows<{ num: number; kindsBefore: number | string }>(tx, upsert, 'cart_add_line');
  if (!line) return throwWhyNotAdded(tx, actor, skuId, shopId, input.num);
  // A merged line always holds more than this add brought; a new one exactly that. The count comes
  // from the statement's snapshot: the lines before this add.
  const isNew = Number(line.num) === input.num;
  return { totalNum: Number(line.kindsBefore) + (isNew ? 1 : 0) };
}

/** The rule an add broke; read only after the upsert wrote nothing. */
async function throwWhyNotAdded(
  tx: Tx,
  actor: Actor,
  skuId: number,
  shopId: number,
  num: number,
): Promise<never> {
  const [sku] = await tx
    .select({
      stock: skus.stock,
      inCart: sql<number | null>`(select ${cartLines.num} from ${cartLines}
        where ${cartLines.userId} = ${actor.userId} and ${cartLines.skuId} = ${skuId})`,
      kinds: sql<number>`(select count(*)::int from ${cartLines} where ${cartLines.userId} = ${actor.userId})`,
    })
    .from(skus)
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .where(
      and(
        eq(skus.id, skuId),
        eq(skus.shopId, shopId),
        eq(skus.status, SkuStatus.onShelf),
        shopSells(skus.shopId),
      ),
    );
  if (!sku) throw skuUnavailableError();
  if (sku.inCart === null) throwIfCartFull(Number(sku.kinds));
  const merged = (sku.inCart ?? 0) + num;
  if (merged > CART_MAX_QUANTITY) throw quantityMaxError();
  throw insufficientStockError(sku.stock);
}
