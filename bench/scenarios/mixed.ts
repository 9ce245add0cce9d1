import { queryBrandList, queryMyOrderList } from '@procuremart/contract';
import { mulberry32 } from '../lib/random';
import { type LoadPlan, signedCallLoad } from '../lib/signed-load';
import { addShoppingCartScenario } from './add-shopping-cart';
import { getSkuDetailScenario } from './get-sku-detail';
import { getUserInfoScenario } from './get-user-info';
import { placeOrderScenario } from './place-order';
import type { BenchContext, BenchScenario } from './scenario';
import { searchGoodsScenario } from './search-goods';

/**
 * Shares of a busy day's requests (decided here, there is no traffic to measure yet): mostly reading goods,
 * a cart write for every few product pages, an order now and then, and back-office lists.
 */
const SHARES = {
  search: 30,
  detail: 30,
  session: 10,
  cart: 12,
  checkout: 3,
  myOrders: 8,
  brandList: 7,
} as const;

async function plans(context: BenchContext): Promise<Record<keyof typeof SHARES, LoadPlan>> {
  const purchaser = await context.login('purchaser01');
  const operator = await context.login('operator01');
  return {
    search: await searchGoodsScenario.prepare(context),
    detail: await getSkuDetailScenario.prepare(context),
    session: await getUserInfoScenario.prepare(context),
    cart: await addShoppingCartScenario.prepare(context),
    checkout: await placeOrderScenario.prepare(context),
    myOrders: signedCallLoad(queryMyOrderList, {
      pn: 'agrMyOrder',
      nextInput: () => ({ pageNo: 1, pageSize: 10 }),
      nextToken: () => purchaser,
    }),
    brandList: signedCallLoad(queryBrandList, {
      pn: 'brandManage',
      nextInput: () => ({ pageNo: 1, pageSize: 10 }),
      nextToken: () => operator,
    }),
  };
}

export const mixedScenario: BenchScenario = {
  name: 'mixed',
  summary:
    'search 30 %, product page 30 %, session 10 %, add to cart 12 %, checkout 3 %, my orders 8 %, brand list 7 %, ' +
    'each request drawn at random (run it for 10 minutes: --scenario mixed --duration 600; RSS is printed)',
  async prepare(context) {
    const byName = await plans(context);
    const random = mulberry32(20261128);
    const total = Object.values(SHARES).reduce((sum, share) => sum + share, 0);
    const entries = Object.entries(SHARES) as [keyof typeof SHARES, number][];
    const choose = (): LoadPlan => {
      let roll = random() * total;
      for (const [name, share] of entries) {
        roll -= share;
        if (roll < 0) return byName[name];
      }
      return byName.search;
    };
    return {
      requests: [
        {
          setupRequest: (request, context) => {
            const setup = choose().requests[0]?.setupRequest;
            return setup ? setup(request, context) : request;
          },
        },
      ],
      isOk: byName.search.isOk,
    };
  },
};
