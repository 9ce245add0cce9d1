import {
  type GoodsCard,
  getShopGoods,
  MAX_SEARCH_PAGE_SIZE,
  MAX_SEARCH_RESULT_WINDOW,
  queryShopList,
} from '@procuremart/contract';
import { callApi } from './call-api';

const PAGE_SIZE = MAX_SEARCH_PAGE_SIZE;

/** On-shelf goods of every shop, read from its goods list at these pages (best sellers first). */
export async function shopGoodsAt(baseUrl: string, pages: readonly number[]): Promise<GoodsCard[]> {
  const shops = await callApi(baseUrl, queryShopList, { pageSize: 100 });
  const cards: GoodsCard[] = [];
  for (const shop of shops.rows) {
    for (const pageNo of pages) {
      if ((pageNo - 1) * PAGE_SIZE >= Math.min(shop.goodsCount, MAX_SEARCH_RESULT_WINDOW)) break;
      const page = await callApi(baseUrl, getShopGoods, {
        supplierShopId: shop.supplierShopId,
        pageNo,
        pageSize: PAGE_SIZE,
      });
      cards.push(...page.rows);
    }
  }
  if (cards.length < 100)
    throw new Error(`only ${cards.length} on-shelf SKUs found: is the catalogue seeded?`);
  return cards;
}
