import { CART_MAX_KINDS, deleteCart, getCartCount } from '@procuremart/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type CartClient, cartClient } from './testing/cart-calls';
import { type CartFixtures, insertCartFixtures } from './testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
let buyer: CartClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  buyer = cartClient(t.app, await loginAs(t.app, 'purchaser01'));
});
afterAll(() => t.close());

beforeEach(async () => {
  const ids = (await buyer.cart()).shops.flatMap((s) => s.lines.map((l) => l.cartId));
  if (ids.length > 0) await buyer.ok(deleteCart, { cartIds: ids });
});

const limitMessage = '最多只能添加100种商品，请先去购物车处理';

describe('at most 100 kinds of goods', () => {
  it('refuses the 101st distinct SKU and changes nothing, while adding to a line still works', async () => {
    for (const sku of f.bulk.slice(0, CART_MAX_KINDS)) await buyer.add(sku, 1);
    expect(await buyer.ok(getCartCount, {})).toEqual({ totalNum: 100 });
    const before = await buyer.cart();

    expect(await buyer.tryAdd(f.bulk[CART_MAX_KINDS], 1)).toMatchObject({
      code: '8888',
      respDesc: limitMessage,
    });
    expect(await buyer.tryAdd(f.glove, 1)).toMatchObject({ code: '8888', respDesc: limitMessage });
    expect(await buyer.cart()).toEqual(before);

    expect(await buyer.add(f.bulk[0], 2)).toEqual({ totalNum: 100 });
    expect((await buyer.lines()).get(f.bulk[0].skuId)?.num).toBe(3);

    // Making room lets a new kind in again.
    await buyer.ok(deleteCart, { cartIds: [before.shops[0].lines[0].cartId] });
    expect(await buyer.add(f.glove, 1)).toEqual({ totalNum: 100 });
  });

  it('holds under concurrent adds of different SKUs', async () => {
    for (const sku of f.bulk.slice(0, 95)) await buyer.add(sku, 1);
    const results = await Promise.all(f.bulk.slice(95, 105).map((sku) => buyer.tryAdd(sku, 1)));
    expect(results.filter((r) => r.code === '0')).toHaveLength(5);
    expect(results.filter((r) => r.respDesc === limitMessage)).toHaveLength(5);
    expect((await buyer.cart()).totalNum).toBe(100);
  });
});

describe('concurrent adds of the same SKU', () => {
  it('end with the sum of all of them on one line', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => buyer.tryAdd(f.pen, 1 + (i % 3))));
    expect(results.every((r) => r.code === '0')).toBe(true);
    const cart = await buyer.cart();
    expect(cart.totalNum).toBe(1);
    // 1+2+3 repeated: seven times 1, seven times 2, six times 3.
    expect(cart.shops[0].lines[0]).toMatchObject({ skuId: f.pen.skuId, num: 39, subtotal: '481.26' });
  });
});
