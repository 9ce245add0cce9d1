import { type CheckoutSourceCode, ErrorCode, type LineProblem, SkuStatus } from '@procuremart/contract';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError, fieldError } from '../../../platform/errors';
import { cartLines } from '../../cart/shared-tables';
import { shopSells, throwIfNotVisible } from '../../catalog';
import { brands, skus, supplierShops, suppliers } from '../../catalog/shared-tables';

/** What a checkout asks for: its source and, by source, cart lines or the lines themselves. */
export interface CheckoutRequest {
  source: CheckoutSourceCode;
  cartIds?: string[];
  items?: { skuId: string; supplierShopId: string; num: number }[];
}

/** One line to check out with everything the settlement, the snapshot and the stock check need. */
export interface CheckoutLine {
  cartId: number | null;
  skuId: number;
  shopId: number;
  num: number;
  skuName: string;
  skuNameEn: string;
  supplierSkuCode: string;
  model: string;
  unit: string;
  brandName: string;
  brandNameEn: string;
  pictureKey: string;
  price: string;
  taxRate: string;
  stock: number;
  supplierId: number;
  supplierName: string;
  supplierNameEn: string;
  shopName: string;
  shopNameEn: string;
  freightFreeAbove: string;
  freightFee: string;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  problem: LineProblem | null;
}

const lineColumns = {
  skuId: skus.id,
  shopId: skus.shopId,
  skuName: skus.skuName,
  skuNameEn: skus.skuNameEn,
  supplierSkuCode: skus.supplierSkuCode,
  model: skus.model,
  unit: skus.unit,
  brandName: brands.brandName,
  brandNameEn: brands.brandNameEn,
  pictureKey: skus.pictureKey,
  price: skus.salePrice,
  taxRate: skus.taxRate,
  stock: skus.stock,
  skuStatus: skus.status,
  shopSells: shopSells(supplierShops.id),
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  shopName: supplierShops.shopName,
  shopNameEn: supplierShops.shopNameEn,
  freightFreeAbove: supplierShops.freightFreeAbove,
  freightFee: supplierShops.freightFee,
  deliveryDaysMin: supplierShops.deliveryDaysMin,
  deliveryDaysMax: supplierShops.deliveryDaysMax,
};

type LineRow = {
  [K in keyof typeof lineColumns]: (typeof lineColumns)[K] extends SQL<infer T>
    ? T
    : (typeof lineColumns)[K] extends { _: { data: infer D } }
      ? D
      : never;
};

function problemOf(row: LineRow, num: number): LineProblem | null {
  if (row.skuStatus !== SkuStatus.onShelf) return 'offShelf';
  if (!row.shopSells) return 'notBuyable';
  if (row.stock < num) return 'insufficientStock';
  return null;
}

function toLine(row: LineRow, num: number, cartId: number | null): CheckoutLine {
  const { skuStatus: _s, shopSells: _h, ...rest } = row;
  return { ...rest, cartId, num, problem: problemOf(row, num) };
}

const idOf = (id: string, field: string): number => {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw fieldError('checkout.skuUnavailable', field);
  return value;
};

/** The caller's cart lines: the given ones (all must be the caller's), else the ticked ones. */
async function cartCheckoutLines(db: Db | Tx, actor: Actor, cartIds?: string[]): Promise<CheckoutLine[]> {
  const ids = cartIds?.map((id) => idOf(id, 'cartIds'));
  if (ids && new Set(ids).size !== ids.length) throw fieldError('checkout.duplicateLine', 'cartIds');
  const rows = await db
    .select({ ...lineColumns, cartId: cartLines.id, num: cartLines.num })
    .from(cartLines)
    .innerJoin(skus, eq(skus.id, cartLines.skuId))
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
    .innerJoin(brands, eq(brands.id, skus.brandId))
    .where(
      and(eq(cartLines.userId, actor.userId), ids ? inArray(cartLines.id, ids) : eq(cartLines.ticked, true)),
    )
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  // A cart line not found is another user's or already ordered: the page is out of date.
  if (ids && rows.length !== ids.length) throw new BusinessError(ErrorCode.business, 'checkout.linesChanged');
  return rows.map(({ cartId, num, ...row }) => toLine(row, num, cartId));
}

/** Buy now and quick order: the lines as given, each SKU of the shop named, each SKU once. */
async function itemCheckoutLines(db: Db | Tx, items: NonNullable<CheckoutRequest['items']>) {
  const wanted = items.map((item, index) => ({
    skuId: idOf(item.skuId, `items.${index}.skuId`),
    shopId: idOf(item.supplierShopId, `items.${index}.supplierShopId`),
    num: item.num,
  }));
  if (new Set(wanted.map((w) => w.skuId)).size !== wanted.length)
    throw fieldError('checkout.duplicateLine', 'items');
  const rows = await db
    .select(lineColumns)
    .from(skus)
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
    .innerJoin(brands, eq(brands.id, skus.brandId))
    .where(
      inArray(
        skus.id,
        wanted.map((w) => w.skuId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.skuId, row]));
  return wanted.map((w, index) => {
    const row = byId.get(w.skuId);
    if (!row || row.shopId !== w.shopId) throw fieldError('checkout.skuUnavailable', `items.${index}.skuId`);
    return toLine(row, w.num, null);
  });
}

/** The lines of a checkout request, as the catalogue has them now; a line that cannot be ordered says why. */
export async function loadCheckoutLines(
  db: Db | Tx,
  actor: Actor,
  request: CheckoutRequest,
): Promise<CheckoutLine[]> {
  const lines =
    request.source === 'cart'
      ? await cartCheckoutLines(db, actor, request.cartIds)
      : await itemCheckoutLines(db, request.items ?? []);
  if (lines.length === 0) throw new BusinessError(ErrorCode.business, 'checkout.noLines');
  // Settlement and submit alike: goods outside the organisation's channels and pools are refused.
  await throwIfNotVisible(
    db,
    actor,
    lines.map((line) => line.skuId),
  );
  return lines;
}

/** The catalogue facts an order line keeps of its SKU (the settlement shows the same). */
export const lineSnapshot = (line: CheckoutLine) => ({
  skuId: line.skuId,
  skuName: line.skuName,
  skuNameEn: line.skuNameEn,
  supplierSkuCode: line.supplierSkuCode,
  model: line.model,
  unit: line.unit,
  brandName: line.brandName,
  brandNameEn: line.brandNameEn,
  taxRate: line.taxRate,
  num: line.num,
});
