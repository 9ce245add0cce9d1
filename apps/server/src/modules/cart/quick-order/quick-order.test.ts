import { addShoppingCartLines, checkQuickOrder, QUICK_ORDER_MAX_LINES } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { skus, supplierShops } from '../../catalog/shared-tables';
import { type CartClient, cartClient } from '../testing/cart-calls';
import { type CartFixtures, type FixtureSku, insertCartFixtures } from '../testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
let buyer: CartClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  buyer = cartClient(t.app, await loginAs(t.app, 'purchaser01'));
});
afterAll(() => t.close());

const codeOf = async (sku: FixtureSku) =>
  (
    await t.db
      .select({ code: skus.supplierSkuCode })
      .from(skus)
      .where(eq(skus.id, Number(sku.skuId)))
  )[0].code;
const check = (lines: { code: string; num: number }[]) => buyer.ok(checkQuickOrder, { lines });
const problems = async (lines: { code: string; num: number }[]) =>
  (await check(lines)).lines.map((line) => [line.code, line.problem, line.problemText]);

describe('checking a quick order', () => {
  it('answers a good line with its SKU, shop, price and stock, by SKU id or by the supplier goods code', async () => {
    const penCode = await codeOf(f.pen);
    const { lines } = await check([
      { code: f.pen.skuId, num: 2 },
      { code: ` ${await codeOf(f.glove)} `, num: 1 },
    ]);
    expect(lines[0]).toEqual({
      code: f.pen.skuId,
      num: 2,
      mergedLines: 1,
      problem: null,
      problemText: null,
      sku: {
        skuId: f.pen.skuId,
        supplierShopId: f.shopA.supplierShopId,
        supplierId: expect.any(String),
        shopName: f.shopA.shopName,
        shopNameEn: '',
        supplierName: f.shopA.supplierName,
        supplierNameEn: '',
        skuName: '得力 中性笔 0.5mm 黑色',
        skuNameEn: '',
        model: expect.any(String),
        unit: 'PCS',
        price: '12.34',
        stock: 500,
        stockState: 'inStock',
      },
    });
    expect(penCode).toMatch(/^CT/);
    expect(lines[1]).toMatchObject({ problem: null, sku: { skuId: f.glove.skuId, price: '7.77' } });
  });

  it('names each problem on its line, in input order', async () => {
    expect(
      await problems([
        { code: 'NO-SUCH-CODE', num: 1 },
        { code: f.retired.skuId, num: 1 },
        { code: f.drill.skuId, num: 6 },
        { code: f.soldOut.skuId, num: 1 },
        { code: f.pen.skuId, num: 0 },
        { code: f.clip.skuId, num: 1.5 },
        { code: f.glove.skuId, num: 10_000 },
      ]),
    ).toEqual([
      ['NO-SUCH-CODE', 'notFound', '商品不存在'],
      [f.retired.skuId, 'offShelf', '商品已下架'],
      [f.drill.skuId, 'insufficientStock', '库存不足，当前库存5'],
      [f.soldOut.skuId, 'insufficientStock', '库存不足，当前库存0'],
      [f.pen.skuId, 'badQuantity', '数量须为1到9999的整数'],
      [f.clip.skuId, 'badQuantity', '数量须为1到9999的整数'],
      [f.glove.skuId, 'badQuantity', '数量须为1到9999的整数'],
    ]);
  });

  it('speaks the caller’s language', async () => {
    const { lines } = dataOf(
      await call(
        t.app,
        checkQuickOrder,
        { lines: [{ code: f.drill.skuId, num: 9 }] },
        {
          token: await loginAs(t.app, 'purchaser01'),
          locale: 'en-US',
        },
      ),
    );
    expect(lines[0].problemText).toBe('Not enough stock: 5 left');
  });

  it('merges lines of the same code into one and says how many were merged', async () => {
    const { lines } = await check([
      { code: f.pen.skuId, num: 2 },
      { code: f.glove.skuId, num: 1 },
      { code: f.pen.skuId, num: 3 },
      { code: f.drill.skuId, num: 3 },
      { code: f.drill.skuId, num: 3 },
    ]);
    expect(lines.map((l) => [l.code, l.num, l.mergedLines, l.problem])).toEqual([
      [f.pen.skuId, 5, 2, null],
      [f.glove.skuId, 1, 1, null],
      // 3 + 3 of a SKU with 5 left: the merged quantity is what is checked.
      [f.drill.skuId, 6, 2, 'insufficientStock'],
    ]);
  });

  it('asks for the SKU id when several suppliers use the same goods code', async () => {
    const shared = await codeOf(f.pen);
    await t.db
      .update(skus)
      .set({ supplierSkuCode: shared })
      .where(eq(skus.id, Number(f.glove.skuId)));
    try {
      const { lines } = await check([
        { code: shared, num: 1 },
        { code: f.glove.skuId, num: 1 },
      ]);
      expect(lines[0]).toMatchObject({
        problem: 'ambiguous',
        sku: null,
        problemText: '多个供应商的商品使用此编码，请填写商品编号（SKU ID）',
      });
      expect(lines[1]).toMatchObject({ problem: null, sku: { skuId: f.glove.skuId } });
    } finally {
      await t.db
        .update(skus)
        .set({ supplierSkuCode: 'CTGLOVE' })
        .where(eq(skus.id, Number(f.glove.skuId)));
    }
  });

  it('refuses goods of a closed shop as the cart does (not buyable)', async () => {
    const shopB = Number(f.shopB.supplierShopId);
    await t.db.update(supplierShops).set({ status: 0 }).where(eq(supplierShops.id, shopB));
    try {
      expect(await problems([{ code: f.glove.skuId, num: 1 }])).toEqual([
        [f.glove.skuId, 'notBuyable', '该商品所在店铺已关闭，无法购买'],
      ]);
    } finally {
      await t.db.update(supplierShops).set({ status: 1 }).where(eq(supplierShops.id, shopB));
    }
  });

  it('writes nothing', async () => {
    await check([{ code: f.pen.skuId, num: 1 }]);
    expect((await buyer.cart()).totalNum).toBe(0);
  });

  it('refuses a list over the line limit, an empty list, NUL characters and wrong types', async () => {
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => ({ code: `C${i}`, num: 1 }));
    expect(await buyer.send(checkQuickOrder, { lines: many })).toMatchObject({
      code: 'E400',
      respDesc: expect.stringContaining('一次最多200行'),
    });
    expect(await buyer.send(checkQuickOrder, { lines: [] })).toMatchObject({ code: 'E400' });
    expect(await buyer.send(checkQuickOrder, { lines: [{ code: 'A\u0000B', num: 1 }] })).toMatchObject({
      code: 'E400',
      data: { field: 'lines.0.code' },
    });
    const wrong = { lines: [{ code: 12, num: '2' }] } as unknown as {
      lines: { code: string; num: number }[];
    };
    expect(await buyer.send(checkQuickOrder, wrong)).toMatchObject({ code: 'E400' });
    expect(await buyer.send(checkQuickOrder, { lines: [{ code: 'X'.repeat(61), num: 1 }] })).toMatchObject({
      code: 'E400',
      respDesc: expect.stringContaining('60'),
    });
  });

  it('is refused to suppliers and operators', async () => {
    for (const username of ['supplier01', 'operator01']) {
      const token = await loginAs(t.app, username);
      const { body } = await call(
        t.app,
        checkQuickOrder,
        { lines: [{ code: f.pen.skuId, num: 1 }] },
        { token },
      );
      expect(body.code).toBe('E403');
    }
  });
});

describe('adding the good lines to the cart', () => {
  it('adds every line in one request and says how many', async () => {
    const result = await buyer.ok(addShoppingCartLines, {
      lines: [
        { skuId: f.pen.skuId, supplierShopId: f.pen.supplierShopId, num: 2 },
        { skuId: f.glove.skuId, supplierShopId: f.glove.supplierShopId, num: 1 },
      ],
    });
    expect(result).toEqual({ added: 2, totalNum: 2 });
    const lines = await buyer.lines();
    expect([lines.get(f.pen.skuId)?.num, lines.get(f.glove.skuId)?.num]).toEqual([2, 1]);
  });

  it('adds none when one line is refused', async () => {
    const refused = await buyer.send(addShoppingCartLines, {
      lines: [
        { skuId: f.clip.skuId, supplierShopId: f.clip.supplierShopId, num: 1 },
        { skuId: f.drill.skuId, supplierShopId: f.drill.supplierShopId, num: 6 },
      ],
    });
    expect(refused).toMatchObject({ code: '8888', respDesc: '库存不足，当前库存5' });
    expect((await buyer.lines()).has(f.clip.skuId)).toBe(false);
  });
});
