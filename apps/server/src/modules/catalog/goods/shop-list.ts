import type { Page, queryShopList, ShopSummary } from '@procuremart/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { paging, toPage } from '../../../platform/lists';
import { supplierShops, suppliers } from '../tables';
import { openShop, shopGoodsCounts, shopsFrom, toShopSummary } from './shop-summary';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Open shops whose shop or supplier name (Chinese or English) contains the keyword, paged. */
export async function listShops(
  db: Db,
  query: ParsedInput<typeof queryShopList>,
): Promise<Page<ShopSummary>> {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const filters: (SQL | undefined)[] = [
    openShop,
    pattern
      ? or(
          ilike(supplierShops.shopName, pattern),
          ilike(suppliers.name, pattern),
          ilike(suppliers.nameEn, pattern),
          ilike(suppliers.companyName, pattern),
        )
      : undefined,
    query.supplierKind ? eq(suppliers.kind, query.supplierKind) : undefined,
  ];
  const where = and(...filters);
  const [{ total }] = await db
    .select({ total: count() })
    .from(supplierShops)
    .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
    .where(where);
  const { limit, offset } = paging(query);
  const rows = await shopsFrom(db)
    .where(where)
    .orderBy(asc(supplierShops.sortNo), asc(supplierShops.id))
    .limit(limit)
    .offset(offset);
  const counts = await shopGoodsCounts(db);
  return toPage(
    rows.map((row) => toShopSummary(row, counts)),
    Number(total),
    query,
  );
}
