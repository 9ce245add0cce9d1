import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { hiddenSkuIds } from '../../catalog';
import { skus, supplierShops, suppliers } from '../../catalog/shared-tables';
import { isBuyable } from '../buyable';
import { cartSkuColumns } from '../cart-view';

/** A browser line as the server knows it, with what the caller may see of its SKU (null: nothing). */
export interface VisitorSkuFacts {
  sku: Awaited<ReturnType<typeof readSkus>>[number] | null;
  /** On shelf in a shop that sells. */
  buyable: boolean;
}

const readSkus = (conn: Db | Tx, ids: number[]) =>
  conn
    .select({
      ...cartSkuColumns,
      freightFreeAbove: supplierShops.freightFreeAbove,
      freightFee: supplierShops.freightFee,
    })
    .from(skus)
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
    .where(inArray(skus.id, ids));

/** A wire id that names no row (beyond a safe integer) names no SKU. */
const rowId = (id: string): number | null => {
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * The SKUs of browser lines as the storefront shows them to the caller (catalog/visibility: a visitor is
 * not limited, a purchaser by its organisation's channels and pools). A line whose SKU is unknown, sold by
 * another shop than the line says, or hidden from the caller gets no SKU: nothing of it is shown.
 */
export async function visitorSkuFacts(
  conn: Db | Tx,
  actor: Actor | null,
  lines: readonly { skuId: string; supplierShopId: string }[],
): Promise<VisitorSkuFacts[]> {
  const ids = lines.map((line) => rowId(line.skuId)).filter((id): id is number => id !== null);
  const found = ids.length === 0 ? [] : await readSkus(conn, ids);
  const hidden = await hiddenSkuIds(
    conn,
    actor,
    found.map((sku) => sku.skuId),
  );
  const byId = new Map(found.filter((sku) => !hidden.has(sku.skuId)).map((sku) => [sku.skuId, sku]));
  return lines.map((line) => {
    const sku = byId.get(rowId(line.skuId) ?? 0);
    if (!sku || String(sku.shopId) !== line.supplierShopId) return { sku: null, buyable: false };
    return { sku, buyable: isBuyable(sku.skuStatus, sku.shopSells) };
  });
}
