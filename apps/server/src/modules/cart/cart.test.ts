import { changeAmount, deleteCart, getCartCount, tickCart, untickCart } from '@procuremart/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type CartClient, cartClient } from './testing/cart-calls';
import { type CartFixtures, insertCartFixtures, setSkuShelf } from './testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
let buyer: CartClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  buyer = cartClient(t.app, await loginAs(t.app, 'purchaser01'));
});
afterAll(() => t.close());

async function emptyCart() {
  const ids = (await buyer.cart()).shops.flatMap((s) => s.lines.map((l) => l.cartId));
  if (ids.length > 0) await buyer.ok(deleteCart, { cartIds: ids });
}
const cartIdOf = async (sku: { skuId: string }) => (await buyer.lines()).get(sku.skuId)?.cartId ?? '';
const totals = async () => {
  const { totalNum, tickedKinds, tickedPieces, tickedAmount } = await buyer.cart();
  return { totalNum, tickedKinds, tickedPieces, tickedAmount };
};

describe('adding and seeing the cart', () => {
  it('starts empty, then shows added goods grouped by shop with current prices and stock', async () => {
    expect(await buyer.cart()).toEqual({
      shops: [],
      totalNum: 0,
      tickedKinds: 0,
      tickedPieces: 0,
      tickedAmount: '0.00',
    });
    expect(await buyer.add(f.pen, 2)).toEqual({ totalNum: 1 });
    expect(await buyer.add(f.glove, 1)).toEqual({ totalNum: 2 });
    expect(await buyer.add(f.drill, 3)).toEqual({ totalNum: 3 });

    const cart = await buyer.cart();
    // Shops in the order their newest line came in, lines newest first.
    expect(cart.shops.map((s) => [s.shopName, s.supplierName, s.lines.map((l) => l.skuName)])).toEqual([
      [f.shopA.shopName, f.shopA.supplierName, ['博世 冲击钻 GSB 600', '得力 中性笔 0.5mm 黑色']],
      [f.shopB.shopName, f.shopB.supplierName, ['劳保 手套 防滑']],
    ]);
    expect(cart.shops[0].supplierShopId).toBe(f.shopA.supplierShopId);
    const drill = cart.shops[0].lines[0];
    expect(drill).toMatchObject({
      skuId: f.drill.skuId,
      price: '19.99',
      marketPrice: '19.99',
      unit: 'PCS',
      num: 3,
      subtotal: '59.97',
      stock: 5,
      stockState: 'lowStock',
      onShelf: true,
      ticked: true,
    });
    expect(drill.picture).toBe('/api/ucc/pictures/cart-test/goods.svg');
    expect(cart).toMatchObject({ totalNum: 3, tickedKinds: 3, tickedPieces: 6, tickedAmount: '92.42' });
    expect(await buyer.ok(getCartCount, {})).toEqual({ totalNum: 3 });
  });

  it('adds to the line a SKU already has instead of making a second one, and ticks it again', async () => {
    const penId = await cartIdOf(f.pen);
    await buyer.ok(untickCart, { cartIds: [penId] });
    expect(await buyer.add(f.pen, 5)).toEqual({ totalNum: 3 });
    const pen = (await buyer.lines()).get(f.pen.skuId);
    expect(pen).toMatchObject({ cartId: penId, num: 7, subtotal: '86.38', ticked: true });
    expect(await buyer.ok(getCartCount, {})).toEqual({ totalNum: 3 });
  });

  it('sets a quantity with changeAmount and answers the whole cart', async () => {
    const cart = await buyer.ok(changeAmount, { cartId: await cartIdOf(f.pen), num: 4 });
    const pen = cart.shops.flatMap((s) => s.lines).find((l) => l.skuId === f.pen.skuId);
    expect(pen).toMatchObject({ num: 4, subtotal: '49.36' });
    expect(cart.totalNum).toBe(3);
  });
});

describe('quantity limits', () => {
  beforeEach(emptyCart);

  it('refuses more than the stock, on add and on change, leaving the line as it was', async () => {
    await buyer.add(f.drill, 3);
    const before = await buyer.cart();
    expect(await buyer.tryAdd(f.drill, 3)).toMatchObject({
      code: '8888',
      respDesc: '库存不足，当前库存5',
      data: { field: 'num' },
    });
    expect(await buyer.send(changeAmount, { cartId: await cartIdOf(f.drill), num: 6 })).toMatchObject({
      code: '8888',
      respDesc: '库存不足，当前库存5',
    });
    expect(await buyer.cart()).toEqual(before);
    expect((await buyer.add(f.drill, 2)).totalNum).toBe(1);
    expect((await buyer.lines()).get(f.drill.skuId)?.num).toBe(5);
  });

  it('refuses a sold-out SKU and a merged quantity above 9999', async () => {
    expect(await buyer.tryAdd(f.soldOut, 1)).toMatchObject({
      code: '8888',
      respDesc: '库存不足，当前库存0',
    });
    await buyer.add(f.bulk[0], 9999);
    expect(await buyer.tryAdd(f.bulk[0], 1)).toMatchObject({
      code: '8888',
      respDesc: '购买数量不能超过9999',
      data: { field: 'num' },
    });
    expect((await buyer.lines()).get(f.bulk[0].skuId)?.num).toBe(9999);
    expect((await buyer.cart()).totalNum).toBe(1);
  });
});

describe('ticking and totals', () => {
  beforeEach(async () => {
    await emptyCart();
    await buyer.add(f.clip, 3);
    await buyer.add(f.pen, 7);
    await buyer.add(f.drill, 5);
    await buyer.add(f.glove, 1);
  });

  it('totals the ticked lines exactly, ticking and unticking one, many or all', async () => {
    // 0.10×3 + 12.34×7 + 19.99×5 + 7.77 = 0.30 + 86.38 + 99.95 + 7.77
    expect(await totals()).toEqual({ totalNum: 4, tickedKinds: 4, tickedPieces: 16, tickedAmount: '194.40' });
    await buyer.ok(untickCart, { all: true });
    expect(await totals()).toEqual({ totalNum: 4, tickedKinds: 0, tickedPieces: 0, tickedAmount: '0.00' });
    const ticked = await buyer.ok(tickCart, { cartIds: [await cartIdOf(f.clip), await cartIdOf(f.glove)] });
    expect(ticked).toMatchObject({ tickedKinds: 2, tickedPieces: 4, tickedAmount: '8.07' });
    const lines = ticked.shops.flatMap((s) => s.lines);
    expect(lines.filter((l) => l.ticked).map((l) => l.skuId)).toEqual([f.glove.skuId, f.clip.skuId]);
    await buyer.ok(tickCart, { cartIds: [await cartIdOf(f.pen)] });
    expect(await totals()).toMatchObject({ tickedKinds: 3, tickedPieces: 11, tickedAmount: '94.45' });
    await buyer.ok(tickCart, { all: true });
    await buyer.ok(untickCart, { cartIds: [await cartIdOf(f.clip)] });
    expect(await totals()).toMatchObject({ tickedKinds: 3, tickedPieces: 13, tickedAmount: '194.10' });
  });

  it('marks a line whose SKU went off shelf, leaves it out of the totals and never ticks it', async () => {
    await setSkuShelf(t.db, f.glove, false);
    try {
      const glove = (await buyer.lines()).get(f.glove.skuId);
      expect(glove).toMatchObject({ onShelf: false, ticked: false });
      expect(await totals()).toEqual({
        totalNum: 4,
        tickedKinds: 3,
        tickedPieces: 15,
        tickedAmount: '186.63',
      });
      await buyer.ok(tickCart, { cartIds: [glove?.cartId ?? ''] });
      await buyer.ok(tickCart, { all: true });
      expect((await buyer.lines()).get(f.glove.skuId)).toMatchObject({ onShelf: false, ticked: false });
      expect((await totals()).tickedAmount).toBe('186.63');
    } finally {
      await setSkuShelf(t.db, f.glove, true);
    }
  });
});

describe('deleting', () => {
  it('deletes one line, then several, and the count follows', async () => {
    await emptyCart();
    for (const sku of [f.pen, f.clip, f.drill, f.glove]) await buyer.add(sku, 1);
    const one = await buyer.ok(deleteCart, { cartIds: [await cartIdOf(f.pen)] });
    expect(one.totalNum).toBe(3);
    expect(one.shops.flatMap((s) => s.lines).map((l) => l.skuId)).not.toContain(f.pen.skuId);
    const rest = await buyer.ok(deleteCart, {
      cartIds: [await cartIdOf(f.clip), await cartIdOf(f.glove), await cartIdOf(f.clip)],
    });
    expect(rest.shops.map((s) => s.lines.map((l) => l.skuId))).toEqual([[f.drill.skuId]]);
    expect(await buyer.ok(getCartCount, {})).toEqual({ totalNum: 1 });
  });
});
