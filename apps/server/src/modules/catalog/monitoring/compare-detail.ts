import {
  type CallOutput,
  ErrorCode,
  fromCents,
  type queryPriceCompare,
  SkuStatus,
  toCents,
} from '@procuremart/contract';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { changePercent } from '../pricing/change-percent';
import { brands, skus, supplierShops, suppliers } from '../tables';
import { modelKey } from './compare-groups';

type Comparison = CallOutput<typeof queryPriceCompare>;

const notFound = () => new BusinessError(ErrorCode.notFound, 'monitoring.skuNotFound');

/**
 * A SKU's comparison group: the on-shelf SKUs of its brand and model key at every supplier, cheapest first.
 * The SKU itself is always in it (off shelf too), so the page opened from a commodity answers something.
 */
export async function loadComparison(db: Db, skuIdText: string): Promise<Comparison> {
  const skuId = parseId(skuIdText);
  const [sku] = await db
    .select({ brandId: skus.brandId, model: skus.model, brandName: brands.brandName })
    .from(skus)
    .innerJoin(brands, eq(brands.id, skus.brandId))
    .where(eq(skus.id, skuId));
  if (!sku) throw notFound();
  const sameGoods =
    sku.model.trim() === ''
      ? eq(skus.id, skuId)
      : or(
          eq(skus.id, skuId),
          and(
            eq(skus.brandId, sku.brandId),
            eq(skus.status, SkuStatus.onShelf),
            ne(modelKey(skus.model), ''),
            eq(modelKey(skus.model), modelKey(sql`${sku.model}`)),
          ),
        );
  const rows = await db
    .select({
      id: skus.id,
      spuId: skus.spuId,
      skuName: skus.skuName,
      supplierSkuCode: skus.supplierSkuCode,
      model: skus.model,
      supplierId: skus.supplierId,
      supplierName: suppliers.name,
      shopName: supplierShops.shopName,
      salePrice: skus.salePrice,
      marketPrice: skus.marketPrice,
      stock: skus.stock,
      status: skus.status,
    })
    .from(skus)
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .where(sameGoods)
    .orderBy(asc(skus.salePrice), asc(skus.id));
  const cents = rows.map((r) => toCents(r.salePrice));
  const lowest = cents.reduce((a, b) => (b < a ? b : a));
  const highest = cents.reduce((a, b) => (b > a ? b : a));
  return {
    skuId: idText(skuId),
    brandName: sku.brandName,
    model: sku.model,
    supplierCount: new Set(rows.map((r) => r.supplierId)).size,
    minPrice: fromCents(lowest),
    maxPrice: fromCents(highest),
    spread: fromCents(highest - lowest),
    rows: rows.map((r) => ({
      skuId: idText(r.id),
      spuId: idText(r.spuId),
      skuName: r.skuName,
      supplierSkuCode: r.supplierSkuCode,
      model: r.model,
      supplierName: r.supplierName,
      shopName: r.shopName,
      salePrice: r.salePrice,
      marketPrice: r.marketPrice,
      stock: r.stock,
      status: r.status,
      aboveLowestPercent: changePercent(fromCents(lowest), r.salePrice),
    })),
  };
}
