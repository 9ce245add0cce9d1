import {
  addShoppingCart,
  changeAmount,
  deleteCart,
  getCartCount,
  queryCart,
  tickCart,
  untickCart,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type CartClient, cartClient } from './testing/cart-calls';
import { type CartFixtures, insertCartFixtures } from './testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
let first: CartClient;
let second: CartClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  first = cartClient(t.app, await loginAs(t.app, 'purchaser01'));
  second = cartClient(t.app, await loginAs(t.app, 'purchaser02'));
});
afterAll(() => t.close());

describe('each purchaser has a cart of their own', () => {
  it('shows, counts, changes, ticks and deletes only the caller’s own lines', async () => {
    await first.add(f.pen, 2);
    await first.add(f.glove, 1);
    await second.add(f.pen, 9);
    expect((await first.cart()).totalNum).toBe(2);
    expect((await second.cart()).totalNum).toBe(1);
    expect((await second.lines()).get(f.pen.skuId)?.num).toBe(9);
    expect(await second.ok(getCartCount, {})).toEqual({ totalNum: 1 });

    const firstBefore = await first.cart();
    const secondBefore = await second.cart();
    const firstPen = (await first.lines()).get(f.pen.skuId)?.cartId ?? '';
    const firstGlove = (await first.lines()).get(f.glove.skuId)?.cartId ?? '';
    const secondPen = (await second.lines()).get(f.pen.skuId)?.cartId ?? '';
    await second.ok(untickCart, { cartIds: [secondPen] });
    const secondUnticked = await second.cart();

    const notFound = { code: 'E404', data: null };
    expect(await second.send(changeAmount, { cartId: firstPen, num: 1 })).toMatchObject(notFound);
    expect(await second.send(untickCart, { cartIds: [firstPen] })).toMatchObject(notFound);
    expect(await second.send(deleteCart, { cartIds: [firstGlove] })).toMatchObject(notFound);
    // One foreign id among the caller's own spoils the whole request: nothing is touched.
    expect(await second.send(deleteCart, { cartIds: [secondPen, firstPen] })).toMatchObject(notFound);
    expect(await second.send(tickCart, { cartIds: [secondPen, firstGlove] })).toMatchObject(notFound);
    // Ids that name no line at all, or cannot.
    expect(await second.send(deleteCart, { cartIds: ['999999999'] })).toMatchObject(notFound);
    expect(await second.send(changeAmount, { cartId: '99999999999999999', num: 1 })).toMatchObject(notFound);

    // Ticking or unticking "all" stays within the caller's cart.
    await second.ok(untickCart, { all: true });
    await second.ok(tickCart, { all: true });
    await second.ok(untickCart, { all: true });

    expect(await first.cart()).toEqual(firstBefore);
    expect(await second.cart()).toEqual(secondUnticked);
    expect(secondBefore.totalNum).toBe(1);
  });
});

describe('who may use a cart', () => {
  it('refuses suppliers and operators with E403; their count is 0', async () => {
    for (const username of ['supplier01', 'operator01']) {
      const token = await loginAs(t.app, username);
      const add = await call(
        t.app,
        addShoppingCart,
        { skuId: f.pen.skuId, supplierShopId: f.pen.supplierShopId, num: 1 },
        { token },
      );
      expect(add.body).toMatchObject({ code: 'E403', respDesc: '没有该操作权限' });
      expect((await call(t.app, queryCart, {}, { token })).body.code).toBe('E403');
      expect((await call(t.app, tickCart, { all: true }, { token })).body.code).toBe('E403');
      expect((await call(t.app, getCartCount, {}, { token })).body.data).toEqual({ totalNum: 0 });
    }
  });

  it('sends a visitor without a session to log in (AE401)', async () => {
    const add = await call(t.app, addShoppingCart, {
      skuId: f.pen.skuId,
      supplierShopId: f.pen.supplierShopId,
      num: 1,
    });
    expect(add.body).toMatchObject({ code: 'AE401', respDesc: '登录已过期，请重新登录' });
    expect((await call(t.app, queryCart, {})).body.code).toBe('AE401');
    expect((await call(t.app, getCartCount, {})).body.code).toBe('AE401');
  });
});
