import {
  getShopGoods,
  getSkuDetail,
  MAX_SEARCH_PAGE_SIZE,
  MAX_SEARCH_RESULT_WINDOW,
  queryShopList,
} from '@procuremart/contract';
import { callApi } from '../lib/call-api';
import { mulberry32 } from '../lib/random';
import { signedCallLoad } from '../lib/signed-load';
import type { BenchScenario, PoolSku } from './scenario';

// Product pages opened all over the catalogue: on-shelf SKUs of every shop, from its best sellers down to
// goods deep in its list, so that the load is not a few hot rows in the cache.

const PAGE_SIZE = MAX_SEARCH_PAGE_SIZE;
/** Pages read from each shop's goods list (within the result window). */
const PAGES = [1, 5, 20, 50, 100, 160];

async function skuPool(baseUrl: string): Promise<PoolSku[]> {
  const shops = await callApi(baseUrl, queryShopList, { pageSize: 100 });
  const pool = new Map<string, PoolSku>();
  for (const shop of shops.rows) {
    for (const pageNo of PAGES) {
      if ((pageNo - 1) * PAGE_SIZE >= Math.min(shop.goodsCount, MAX_SEARCH_RESULT_WINDOW)) break;
      const page = await callApi(baseUrl, getShopGoods, {
        supplierShopId: shop.supplierShopId,
        pageNo,
        pageSize: PAGE_SIZE,
      });
      for (const { skuId, supplierShopId } of page.rows) pool.set(skuId, { skuId, supplierShopId });
    }
  }
  if (pool.size < 100) throw new Error(`only ${pool.size} on-shelf SKUs found: is the catalogue seeded?`);
  return [...pool.values()];
}

export const getSkuDetailScenario: BenchScenario = {
  name: 'getSkuDetail',
  summary:
    'ucc_getSkuDetail of random on-shelf SKUs of every shop: SKU + brand + shop by key, attribute values, ' +
    'variants of the SPU, category path (goods counts cached)',
  async prepare(context) {
    const pool = await skuPool(context.baseUrl);
    const random = mulberry32(20260105);
    return signedCallLoad(getSkuDetail, {
      pn: 'ecDetail',
      nextInput: () => pool[Math.floor(random() * pool.length)],
    });
  },
};
