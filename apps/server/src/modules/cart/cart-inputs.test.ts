import { addShoppingCart, changeAmount, deleteCart, tickCart } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type CartClient, cartClient } from './testing/cart-calls';
import { type CartFixtures, insertCartFixtures } from './testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
let buyer: CartClient;
let english: CartClient;
let penLine: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  const token = await loginAs(t.app, 'purchaser01');
  buyer = cartClient(t.app, token);
  english = cartClient(t.app, token, { locale: 'en-US' });
  await buyer.add(f.pen, 2);
  penLine = (await buyer.lines()).get(f.pen.skuId)?.cartId ?? '';
});
afterAll(() => t.close());

const addWith = (input: Record<string, unknown>) =>
  english.send(addShoppingCart, {
    skuId: f.clip.skuId,
    supplierShopId: f.clip.supplierShopId,
    num: 1,
    ...input,
  } as never);

describe('bad quantities and goods are refused and change nothing', () => {
  it.each([
    ['zero', { num: 0 }, 'E400', 'num', 'The quantity must be at least 1'],
    ['negative', { num: -1 }, 'E400', 'num', 'The quantity must be at least 1'],
    ['fractional', { num: 1.5 }, 'E400', 'num', 'Please enter a whole number'],
    ['too large', { num: 10000 }, 'E400', 'num', 'The quantity must not exceed 9999'],
    ['a string', { num: '2' }, 'E400', 'num', 'Please enter a whole number'],
    ['missing', { num: undefined }, 'E400', 'num', 'This field is required'],
    ['an unknown field', { price: '0.01' }, 'E400', 'price', 'Unknown field'],
    ['a malformed id', { skuId: 'abc' }, 'E400', 'skuId', 'Invalid value'],
  ])('%s', async (_, input, code, field, message) => {
    const before = await buyer.cart();
    const result = await addWith(input);
    expect(result).toMatchObject({ code, data: { field } });
    expect(result.respDesc).toContain(message);
    expect(await buyer.cart()).toEqual(before);
  });

  const unavailable = 'This product does not exist or is off shelf and cannot be added to the cart';
  it.each([
    ['an unknown SKU', () => ({ skuId: '987654321' })],
    ['an id beyond any row', () => ({ skuId: '99999999999999999' })],
    ['an off-shelf SKU', () => ({ skuId: f.retired.skuId })],
    ['a SKU of another shop', () => ({ skuId: f.glove.skuId })],
    ['an unknown shop', () => ({ supplierShopId: '987654321' })],
  ])('%s', async (_, input) => {
    const before = await buyer.cart();
    expect(await addWith(input())).toMatchObject({
      code: '8888',
      respDesc: unavailable,
      data: { field: 'skuId' },
    });
    expect(await buyer.cart()).toEqual(before);
  });

  it('refuses bad quantities on changeAmount and bad targets on tick and delete', async () => {
    const before = await buyer.cart();
    for (const num of [0, -1, 1.5, 10000, '2', undefined]) {
      const result = await english.send(changeAmount, { cartId: penLine, num } as never);
      expect(result).toMatchObject({ code: 'E400', data: { field: 'num' } });
    }
    expect(await english.send(tickCart, {})).toMatchObject({
      code: 'E400',
      respDesc: 'Invalid input: cartIds: Name the cart lines to tick, or all of them',
    });
    expect(await english.send(tickCart, { all: true, cartIds: [penLine] })).toMatchObject({ code: 'E400' });
    expect(await english.send(deleteCart, { cartIds: [] })).toMatchObject({ code: 'E400' });
    expect(await english.send(deleteCart, {} as never)).toMatchObject({ code: 'E400' });
    expect(await english.send(deleteCart, { cartIds: [Number(penLine)] } as never)).toMatchObject({
      code: 'E400',
    });
    expect(await buyer.cart()).toEqual(before);
  });
});
