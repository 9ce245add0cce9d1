import { pricingSkuRowSchema, queryStockList } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { rowScope } from '../../../platform/scope';
import { brands, skus } from '../tables';

type Query = ParsedInput<typeof queryStockList>;

/** A SKU with its brand's name. */
const ownSkuRow = rowReader(pricingSkuRowSchema, skus, { skuId: skus.id, brandName: brands.brandName });

/** The supplier's own SKUs with stock and prices (the stock page and the price change page). */
const ownSkuList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db.select(ownSkuRow.columns).from(skus).innerJoin(brands, eq(brands.id, skus.brandId)).$dynamic(),
    count: (db) => db.select({ total: count() }).from(skus).$dynamic(),
    where: rowScope(actor, { supplier: skus.supplierId }),
    filters: filtersOf(queryStockList, {
      keyword: [skus.skuName, skus.supplierSkuCode, skus.model],
      statuses: skus.status,
    }),
    sorts: { updatedAt: skus.updatedAt, salePrice: skus.salePrice, stock: skus.stock, skuName: skus.skuName },
    defaultOrder: [desc(skus.updatedAt)],
    tieBreaker: skus.id,
    map: ownSkuRow.toRow,
  });

export function listOwnSkus(db: Db, actor: Actor, input: Query) {
  return runList(db, ownSkuList(actor), input);
}
