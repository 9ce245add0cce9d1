import type { CallOutput } from '@procuremart/contract';
import { ErrorCode, type getShopInfo, SkuStatus } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { sqlRows } from '../../../platform/sql-rows';
import { supplierShops } from '../tables';
import { cachedRead } from './read-cache';
import { openShop, shopGoodsCounts, shopsFrom, toShopSummary } from './shop-summary';

export const shopNotFound = () => new BusinessError(ErrorCode.notFound, 'goods.shopNotFound');

type ShopInfo = CallOutput<typeof getShopInfo>;
type TopCategory = ShopInfo['categories'][number];

/** Top categories of a shop's on-shelf goods, most goods first (cached: a scan of the shop's SKUs). */
function shopTopCategories(db: Db, shopId: number): Promise<TopCategory[]> {
  return cachedRead(db, `shopTopCategories:${shopId}`, async () => {
    const rows = await sqlRows<{ id: number | string; name: string; nameEn: string; count: number }>(
      db,
      sql`
      select top.id, top.name, top.name_en as "nameEn", count(*)::int as count
        from skus s
        join categories leaf on leaf.id = s.category_id
        join categories mid on mid.id = leaf.parent_id
        join categories top on top.id = mid.parent_id
       where s.shop_id = ${shopId} and s.status = ${SkuStatus.onShelf}
       group by top.id, top.name, top.name_en, top.sort_no
       order by count(*) desc, top.sort_no, top.id`,
    );
    return rows.map((row) => ({
      categoryId: String(row.id),
      name: row.name,
      nameEn: row.nameEn,
      count: Number(row.count),
    }));
  });
}

/** An open shop with its supplier, goods count and the top categories of its goods. */
export async function loadShopInfo(db: Db, shopId: number): Promise<ShopInfo> {
  const [row] = await shopsFrom(db).where(and(eq(supplierShops.id, shopId), openShop));
  if (!row) throw shopNotFound();
  const [counts, categories] = await Promise.all([shopGoodsCounts(db), shopTopCategories(db, shopId)]);
  return { ...toShopSummary(row, counts), categories };
}
