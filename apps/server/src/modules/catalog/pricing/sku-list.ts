import { type PricingSkuRow, queryStockList } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { idText, isoText } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { brands, skus } from '../tables';

type Query = ParsedInput<typeof queryStockList>;

/** The supplier's own SKUs with stock and prices (the stock page and the price change page). */
const ownSkuList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select({ sku: skus, brandName: brands.brandName })
        .from(skus)
        .innerJoin(brands, eq(brands.id, skus.brandId))
        .$dynamic(),
    count: (db) => db.select({ total: count() }).from(skus).$dynamic(),
    where: rowScope(actor, { supplier: skus.supplierId }),
    filters: filtersOf(queryStockList, {
      keyword: [skus.skuName, skus.supplierSkuCode, skus.model],
      statuses: skus.status,
    }),
    sorts: { updatedAt: skus.updatedAt, salePrice: skus.salePrice, stock: skus.stock, skuName: skus.skuName },
    defaultOrder: [desc(skus.updatedAt)],
    tieBreaker: skus.id,
    map: ({ sku, brandName }): PricingSkuRow => ({
      skuId: idText(sku.id),
      spuId: idText(sku.spuId),
      skuName: sku.skuName,
      supplierSkuCode: sku.supplierSkuCode,
      model: sku.model,
      unit: sku.unit,
      salePrice: sku.salePrice,
      marketPrice: sku.marketPrice,
      stock: sku.stock,
      status: sku.status,
      brandName,
      updatedAt: isoText(sku.updatedAt),
    }),
  });

export function listOwnSkus(db: Db, actor: Actor, input: Query) {
  return runList(db, ownSkuList(actor), input);
}
