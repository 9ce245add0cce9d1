import { getSkuDetail } from '@procuremart/contract';
import { mulberry32 } from '../lib/random';
import { shopGoodsAt } from '../lib/shop-goods';
import { signedCallLoad } from '../lib/signed-load';
import type { BenchScenario, PoolSku } from './scenario';

// Product pages opened all over the catalogue: on-shelf SKUs of every shop, from its best sellers down to
// goods deep in its list, so that the load is not a few hot rows in the cache.

/** Pages read from each shop's goods list (within the result window). */
const PAGES = [1, 5, 20, 50, 100, 160];

async function skuPool(baseUrl: string): Promise<PoolSku[]> {
  const pool = new Map<string, PoolSku>();
  for (const { skuId, supplierShopId } of await shopGoodsAt(baseUrl, PAGES))
    pool.set(skuId, { skuId, supplierShopId });
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
