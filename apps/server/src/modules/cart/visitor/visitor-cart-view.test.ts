import { viewVisitorCart } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { supplierShops } from '../../catalog/shared-tables';
import { type CartFixtures, insertCartFixtures, visitorLine as line } from '../testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  // Shop A ships free from 100.00, else 8.00; shop B always free (the default rule).
  await t.db
    .update(supplierShops)
    .set({ freightFreeAbove: '100.00', freightFee: '8.00' })
    .where(eq(supplierShops.id, Number(f.shopA.supplierShopId)));
});
afterAll(() => t.close());

const view = (lines: unknown[], locale: 'zh-CN' | 'en-US' = 'en-US') =>
  call(t.app, viewVisitorCart, { lines } as never, { locale });

describe("a visitor's browser cart priced by the server (no login)", () => {
  it("shows the lines by shop with the storefront's prices, stock, ticks, freight and totals", async () => {
    const cart = dataOf(
      await view([line(f.drill, 2), line(f.glove, 3), line(f.pen, 1, false), line(f.clip, 5)]),
    );
    expect(cart.shops.map((s) => [s.shopName, s.lines.map((l) => [l.skuName, l.num, l.ticked])])).toEqual([
      [
        f.shopA.shopName,
        [
          ['博世 冲击钻 GSB 600', 2, true],
          ['得力 中性笔 0.5mm 黑色', 1, false],
          ['回形针 28mm', 5, true],
        ],
      ],
      [f.shopB.shopName, [['劳保 手套 防滑', 3, true]]],
    ]);
    expect(cart.shops[0].lines[0]).toMatchObject({
      cartId: f.drill.skuId,
      price: '19.99',
      subtotal: '39.98',
      stock: 5,
      stockState: 'lowStock',
      onShelf: true,
    });
    // Ticked: 39.98 + 0.50 in shop A (under 100.00: 8.00 freight), 23.31 in shop B (free).
    expect(cart).toMatchObject({
      totalNum: 4,
      tickedKinds: 3,
      tickedPieces: 10,
      tickedAmount: '63.79',
      shopFreights: [
        { supplierShopId: f.shopA.supplierShopId, freight: '8.00', freightFreeAbove: '100.00' },
        { supplierShopId: f.shopB.supplierShopId, freight: '0.00', freightFreeAbove: '0.00' },
      ],
      freight: '8.00',
      payable: '71.79',
      unavailable: [],
    });
  });

  it('never takes a price from the browser: a price field is refused', async () => {
    const result = await view([{ ...line(f.pen, 1), price: '0.01' }]);
    expect(result.body).toMatchObject({ code: 'E400', data: { field: 'lines.0.price' } });
  });

  it('shows an off-shelf line unticked and outside the totals, and lists lines it no longer shows', async () => {
    const cart = dataOf(
      await view([
        line(f.retired, 1),
        line(f.pen, 10),
        { skuId: '987654321', supplierShopId: f.shopA.supplierShopId, num: 1, ticked: true },
        { skuId: f.glove.skuId, supplierShopId: f.shopA.supplierShopId, num: 1, ticked: true },
        { skuId: '99999999999999999', supplierShopId: f.shopA.supplierShopId, num: 1, ticked: true },
      ]),
    );
    expect(cart.shops[0].lines.map((l) => [l.skuId, l.onShelf, l.ticked])).toEqual([
      [f.retired.skuId, false, false],
      [f.pen.skuId, true, true],
    ]);
    expect(cart).toMatchObject({ totalNum: 2, tickedKinds: 1, tickedAmount: '123.40', freight: '0.00' });
    // Unknown, sold by another shop than the line says, an id beyond any row: nothing of them is shown.
    expect(cart.unavailable.map((u) => u.skuId)).toEqual(['987654321', f.glove.skuId, '99999999999999999']);
  });

  it('answers an empty cart for no lines', async () => {
    expect(dataOf(await view([]))).toMatchObject({ shops: [], totalNum: 0, payable: '0.00' });
  });

  it.each([
    ['a malformed id', () => [{ ...line(f.pen, 1), skuId: 'abc' }], 'lines.0.skuId', 'Invalid value'],
    ['a quantity over 9999', () => [line(f.pen, 10000)], 'lines.0.num', 'must not exceed 9999'],
    ['a quantity of 0', () => [line(f.pen, 0)], 'lines.0.num', 'at least 1'],
    [
      'a missing tick',
      () => [{ skuId: f.pen.skuId, supplierShopId: f.pen.supplierShopId, num: 1 }],
      'lines.0.ticked',
      '',
    ],
    ['the same SKU twice', () => [line(f.pen, 1), line(f.pen, 2)], 'lines', 'more than once'],
  ])('refuses %s with E400 naming the field', async (_, lines, field, message) => {
    const result = await view(lines());
    expect(result.body).toMatchObject({ code: 'E400', data: { field } });
    expect(result.body.respDesc).toContain(message);
  });

  it('refuses more than 100 lines with E400 and the cart limit message', async () => {
    const lines = [...f.bulk.slice(0, 100), f.pen].map((sku) => line(sku, 1));
    const result = await view(lines, 'zh-CN');
    expect(result.body).toMatchObject({ code: 'E400', data: { field: 'lines' } });
    expect(result.body.respDesc).toContain('最多只能添加100种商品');
    expect(dataOf(await view(lines.slice(0, 100))).totalNum).toBe(100);
  });
});
