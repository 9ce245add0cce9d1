import { checkQuickOrder, checkVisitorQuickOrder } from '@procuremart/contract';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../platform/clock';
import { rateLimitCounters } from '../../../platform/request-guards/tables';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { cartLines } from '../tables';
import { type CartFixtures, insertCartFixtures } from '../testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
const realNow = clock.now;
const ROOMY = { windowMs: 60_000, perAddress: 1000, perUsername: 1000 };
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...ROOMY } });
  f = await insertCartFixtures(t.db);
});
afterEach(async () => {
  clock.now = realNow;
  t.config.rateLimits = { ...ROOMY };
  await t.db.delete(rateLimitCounters);
});
afterAll(() => t.close());

type Lines = { code: string; num: number }[];
const visitorCheck = (lines: Lines, locale?: 'zh-CN' | 'en-US') =>
  call(t.app, checkVisitorQuickOrder, { lines }, { locale });

describe("a visitor's quick-order check", () => {
  it('answers each line as a purchaser sees it: goods, shop, price, stock and the same problems', async () => {
    const lines: Lines = [
      { code: f.pen.skuId, num: 2 },
      { code: f.retired.skuId, num: 1 },
      { code: f.drill.skuId, num: 6 },
      { code: 'NO-SUCH-CODE', num: 1 },
    ];
    const visitor = dataOf(await visitorCheck(lines));
    expect(visitor.lines[0]).toMatchObject({
      problem: null,
      sku: { skuId: f.pen.skuId, supplierShopId: f.shopA.supplierShopId, price: '12.34', stock: 500 },
    });
    expect(visitor.lines.map((l) => l.problem)).toEqual([null, 'offShelf', 'insufficientStock', 'notFound']);
    const buyer = await loginAs(t.app, 'purchaser01');
    expect(dataOf(await call(t.app, checkQuickOrder, { lines }, { token: buyer }))).toEqual(visitor);
    const english = dataOf(await visitorCheck([{ code: f.drill.skuId, num: 9 }], 'en-US'));
    expect(english.lines[0].problemText).toBe('Not enough stock: 5 left');
  });

  it('writes nothing', async () => {
    const before = Number((await t.db.select({ n: count() }).from(cartLines))[0].n);
    dataOf(await visitorCheck([{ code: f.pen.skuId, num: 1 }]));
    expect(Number((await t.db.select({ n: count() }).from(cartLines))[0].n)).toBe(before);
  });

  it('refuses bad input as the purchaser check does', async () => {
    expect((await visitorCheck([])).body.code).toBe('E400');
    const many = Array.from({ length: 201 }, (_, i) => ({ code: `C${i}`, num: 1 }));
    expect((await visitorCheck(many)).body).toMatchObject({
      code: 'E400',
      respDesc: expect.stringContaining('一次最多200行'),
    });
    expect((await visitorCheck([{ code: 'X'.repeat(61), num: 1 }])).body.code).toBe('E400');
    const wrong = await call(t.app, checkVisitorQuickOrder, { lines: [{ code: 12, num: '2' }] } as never);
    expect(wrong.body.code).toBe('E400');
  });

  it('is limited per client address: a burst gets 429 with Retry-After, and opens again when it slid out', async () => {
    const at = Math.floor(realNow().getTime() / 60_000) * 60_000 + 1_000;
    clock.now = () => new Date(at);
    t.config.rateLimits = { windowMs: 60_000, perAddress: 3, perUsername: 1000 };
    const line = [{ code: f.pen.skuId, num: 1 }];
    for (let i = 0; i < 3; i++) expect((await visitorCheck(line)).body.code).toBe('0');
    const over = await visitorCheck(line, 'en-US');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'E429', data: null });
    // Three hits 1 s into the window: the next starts in 59 s and slides a third over them (20 s).
    expect(over.headers['retry-after']).toBe('79');
    expect(over.body.respDesc).toBe('Too many requests, try again in 79 seconds');
    // The purchaser's own check is not limited this way.
    const buyer = await loginAs(t.app, 'purchaser01');
    expect((await call(t.app, checkQuickOrder, { lines: line }, { token: buyer })).body.code).toBe('0');
    clock.now = () => new Date(at + 79_000);
    expect((await visitorCheck(line)).body.code).toBe('0');
  });
});
