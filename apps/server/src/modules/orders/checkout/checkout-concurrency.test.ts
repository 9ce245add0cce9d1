import { formatMessage } from '@procuremart/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { skus } from '../../catalog/shared-tables';
import { orderLines } from '../tables';
import { addBuyersLike, checkoutClient, newRequestId } from './testing/checkout-calls';

// Runs on PGlite with `npm test` and on PostgreSQL with `npm run test:pg` (real concurrent transactions).

const BUYERS = 50;
const LAST_PIECES = 10;

let t: TestApp;
let f: CartFixtures;
let tokens: string[];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { windowMs: 60_000, perAddress: 10_000, perUsername: 100 } });
  f = await insertCartFixtures(t.db);
  const names = await addBuyersLike(t.db, 'purchaser01', BUYERS, 'rush');
  tokens = await Promise.all(names.map((name) => loginAs(t.app, name)));
  await t.db
    .update(skus)
    .set({ stock: LAST_PIECES })
    .where(eq(skus.id, Number(f.drill.skuId)));
  // Fifty argon2id logins on a busy machine take a while.
}, 240_000);
afterAll(() => t.close());

describe('the last pieces of a SKU', () => {
  it(`${BUYERS} buyers at once for the last ${LAST_PIECES}: exactly ${LAST_PIECES} sold, the others told the stock`, async () => {
    const items = [{ skuId: f.drill.skuId, supplierShopId: f.drill.supplierShopId, num: 1 }];
    const buyers = tokens.map((token) => checkoutClient(t.app, token));
    // Every buyer has seen the settlement page before anyone submits.
    const shown = await Promise.all(buyers.map((b) => b.settle({ source: 'buyNow', items })));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        b.submit({
          source: 'buyNow',
          items,
          requestId: newRequestId(),
          lines: [{ skuId: f.drill.skuId, expectedPrice: f.drill.price }],
          addressId: shown[i]!.addresses[0]!.addressId,
          invoiceType: '00',
          payMethod: '02',
        }),
      ),
    );
    const placed = answers.filter((a) => a.code === '0');
    const refused = answers.filter((a) => a.code !== '0');
    expect(placed).toHaveLength(LAST_PIECES);
    expect(refused).toHaveLength(BUYERS - LAST_PIECES);
    const stockMessage = formatMessage('checkout.insufficientStock', 'zh-CN', {
      name: '博世 冲击钻 GSB 600',
      stock: 0,
    });
    for (const answer of refused) expect([answer.code, answer.respDesc]).toEqual(['8888', stockMessage]);

    const [sku] = await t.db
      .select({ stock: skus.stock })
      .from(skus)
      .where(eq(skus.id, Number(f.drill.skuId)));
    expect(sku?.stock).toBe(0);
    const [sold] = await t.db
      .select({ lines: count(), pieces: sql<number>`coalesce(sum(${orderLines.num}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.skuId, Number(f.drill.skuId)));
    expect([Number(sold?.lines), Number(sold?.pieces)]).toEqual([LAST_PIECES, LAST_PIECES]);
    // Fifty settlements and fifty submissions take longer than the default 30 s on a busy machine.
  }, 180_000);
});
