import { type Page, queryShopList, type ShopSummary } from '@procuremart/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, mapPage, runList } from '../../../platform/lists';
import { supplierShops, suppliers } from '../tables';
import { openShop, type ShopRow, shopGoodsCounts, shopsFrom, toShopSummary } from './shop-summary';

type Query = ParsedInput<typeof queryShopList>;

/** Open shops whose shop or supplier name (Chinese or English) contains the keyword, paged. */
const shopList = defineListQuery<Query>()({
  rows: shopsFrom,
  count: (db) =>
    db
      .select({ total: count() })
      .from(supplierShops)
      .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
      .$dynamic(),
  where: openShop,
  filters: filtersOf(queryShopList, {
    keyword: [supplierShops.shopName, suppliers.name, suppliers.nameEn, suppliers.companyName],
    supplierKind: suppliers.kind,
  }),
  defaultOrder: [asc(supplierShops.sortNo)],
  tieBreaker: supplierShops.id,
  defaultTieBreak: 'ASC',
  map: (row): ShopRow => row,
});

export async function listShops(db: Db, query: Query): Promise<Page<ShopSummary>> {
  const page = await runList(db, shopList, query);
  const counts = await shopGoodsCounts(db);
  return mapPage(page, (row) => toShopSummary(row, counts));
}
