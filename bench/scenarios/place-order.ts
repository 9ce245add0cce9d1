import { randomUUID } from 'node:crypto';
import { addAddress, checkUserExist, registerPerson, searchGoods, submitOrder } from '@procuremart/contract';
import { DEMO_PASSWORD } from '../../e2e/support/demo-accounts';
import { callApi } from '../lib/call-api';
import { mulberry32 } from '../lib/random';
import { signedCallLoad } from '../lib/signed-load';
import type { BenchContext, BenchScenario } from './scenario';

// Buyers of their own, one checkout at a time each (a per-buyer lock makes request ids idempotent), so that
// the load spreads over buyers as real traffic does: requests take 200 buyers in turn, so the 50 in flight are
// seldom two checkouts of one buyer (drawn at random from 50 buyers, a third of them queued behind another of
// the same buyer, holding a pooled connection while they waited). SKUs spread over the best sellers of many
// shops so stock rows rarely clash.
const BUYERS = 200;

interface Offer {
  skuId: string;
  supplierShopId: string;
  price: string;
}

/** In-stock best sellers grouped by shop: shops with at least two of them. */
async function offersByShop(baseUrl: string): Promise<Offer[][]> {
  const shops = new Map<string, Offer[]>();
  for (let pageNo = 1; pageNo <= 30; pageNo++) {
    const page = await callApi(baseUrl, searchGoods, { sort: 'sales', pageNo, pageSize: 60 });
    for (const { skuId, supplierShopId, stockState, price } of page.rows) {
      if (stockState !== 'inStock') continue;
      shops.set(supplierShopId, [...(shops.get(supplierShopId) ?? []), { skuId, supplierShopId, price }]);
    }
  }
  const usable = [...shops.values()].filter((offers) => offers.length >= 2);
  if (usable.length < 2) throw new Error('goods of two shops are needed: is the catalogue seeded?');
  return usable;
}

/** Logs a bench buyer in (registering it and its address on first use); its token and address id. */
async function readyBuyer(context: BenchContext, index: number) {
  const username = `benchorder${String(index + 1).padStart(2, '0')}`;
  const { baseUrl } = context;
  const fresh = !(await callApi(baseUrl, checkUserExist, { username })).exists;
  if (fresh) {
    await callApi(baseUrl, registerPerson, {
      username,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      userName: `压测下单员${index + 1}`,
      mobile: `1371000${String(index + 1).padStart(4, '0')}`,
    });
  }
  const token = await context.login(username);
  const address = await callApi(
    baseUrl,
    addAddress,
    {
      regionCodes: ['310000', '310100', '310115'],
      contactName: `下单员${index + 1}`,
      mobile: '13800000001',
      detail: '张江路 88 号',
    },
    token,
  );
  return { token, addressId: address.addressId };
}

export const placeOrderScenario: BenchScenario = {
  name: 'placeOrder',
  summary:
    `peb_submitOrder of 3 lines from 2 suppliers by ${BUYERS} buyers: buyer lock, request-id check, prices, ` +
    'stock rows locked and decremented, parent + 2 supplier orders + 3 lines, audit row and site message',
  async prepare(context) {
    const buyers: { token: string; addressId: string }[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await readyBuyer(context, i));
    const shops = await offersByShop(context.baseUrl);
    const random = mulberry32(20260105);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    let current = buyers[0]!;
    let turn = 0;
    return signedCallLoad(submitOrder, {
      pn: 'placeAnOrder',
      nextInput: () => {
        current = buyers[turn++ % buyers.length]!;
        const first = pick(shops);
        let second = pick(shops);
        while (second === first) second = pick(shops);
        const a = Math.floor(random() * first.length);
        const lines = [first[a]!, first[(a + 1) % first.length]!, pick(second)];
        return {
          source: 'fastOrder' as const,
          items: lines.map((l) => ({ skuId: l.skuId, supplierShopId: l.supplierShopId, num: 1 })),
          requestId: randomUUID().replaceAll('-', ''),
          lines: lines.map((l) => ({ skuId: l.skuId, expectedPrice: l.price })),
          addressId: current.addressId,
          invoiceType: '00' as const,
          payMethod: '02' as const,
        };
      },
      nextToken: () => current.token,
    });
  },
};
