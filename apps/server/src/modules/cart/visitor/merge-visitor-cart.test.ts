import { mergeVisitorCart, viewVisitorCart } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { channels, orgChannels, skuChannels } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { cartLines, cartMerges } from '../tables';
import { type CartClient, cartClient } from '../testing/cart-calls';
import {
  type CartFixtures,
  type FixtureSku,
  insertCartFixtures,
  visitorLine as line,
} from '../testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
let buyer: CartClient;
let buyerId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  buyer = cartClient(t.app, await loginAs(t.app, 'purchaser01'));
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'purchaser01'));
  buyerId = user.id;
});
beforeEach(async () => {
  await t.db.delete(cartLines).where(eq(cartLines.userId, buyerId));
  await t.db.delete(cartMerges).where(eq(cartMerges.userId, buyerId));
});
afterAll(() => t.close());

let mergeNo = 0;
const nextMergeId = () => `merge${String(++mergeNo).padStart(8, '0')}`;
const merge = (lines: ReturnType<typeof line>[], mergeId = nextMergeId()) =>
  buyer.send(mergeVisitorCart, { mergeId, lines });
const lineState = async () => [...(await buyer.lines()).values()].map((l) => [l.skuName, l.num, l.ticked]);

describe("merging a visitor's browser cart at login", () => {
  it('adds new lines with their ticks and raises lines already there, in the browser’s order', async () => {
    await buyer.add(f.pen, 3);
    const result = await merge([line(f.glove, 2, false), line(f.pen, 4), line(f.clip, 7)]);
    expect(result.data).toEqual({
      mergedSkuIds: [f.glove.skuId, f.pen.skuId, f.clip.skuId],
      refused: [],
      totalNum: 3,
    });
    expect(await lineState()).toEqual([
      ['劳保 手套 防滑', 2, false],
      ['回形针 28mm', 7, true],
      ['得力 中性笔 0.5mm 黑色', 7, true],
    ]);
  });

  it('caps a summed quantity at the stock and at 9999', async () => {
    await buyer.add(f.drill, 4);
    await merge([line(f.drill, 3), line(f.bulk[0] as FixtureSku, 9999)]);
    const lines = await buyer.lines();
    expect(lines.get(f.drill.skuId)?.num).toBe(5);
    expect(lines.get(f.bulk[0]?.skuId ?? '')?.num).toBe(9999);
  });

  it('reports lines that cannot be bought with the reason, and merges the rest', async () => {
    const result = await merge([
      line(f.retired, 1),
      line(f.soldOut, 1),
      { ...line(f.glove, 1), supplierShopId: f.shopA.supplierShopId },
      { skuId: '987654321', supplierShopId: f.shopA.supplierShopId, num: 1, ticked: true },
      line(f.pen, 1),
    ]);
    expect(result.data?.mergedSkuIds).toEqual([f.pen.skuId]);
    expect(result.data?.refused).toEqual([
      {
        skuId: f.retired.skuId,
        supplierShopId: f.retired.supplierShopId,
        reason: 'unavailable',
        skuName: '停产 订书机',
        skuNameEn: '',
      },
      {
        skuId: f.soldOut.skuId,
        supplierShopId: f.soldOut.supplierShopId,
        reason: 'outOfStock',
        skuName: '售罄 胶带',
        skuNameEn: '',
      },
      {
        skuId: f.glove.skuId,
        supplierShopId: f.shopA.supplierShopId,
        reason: 'unavailable',
        skuName: '',
        skuNameEn: '',
      },
      {
        skuId: '987654321',
        supplierShopId: f.shopA.supplierShopId,
        reason: 'unavailable',
        skuName: '',
        skuNameEn: '',
      },
    ]);
    expect(await lineState()).toEqual([['得力 中性笔 0.5mm 黑色', 1, true]]);
  });

  it('keeps within 100 kinds: lines that do not fit are reported, lines already there still merge', async () => {
    for (const sku of f.bulk.slice(0, 99)) await buyer.add(sku, 1);
    const result = await merge([line(f.pen, 1), line(f.clip, 1), line(f.bulk[0] as FixtureSku, 2)]);
    expect(result.data).toMatchObject({
      mergedSkuIds: [f.pen.skuId, f.bulk[0]?.skuId],
      refused: [{ skuId: f.clip.skuId, reason: 'cartFull', skuName: '回形针 28mm' }],
      totalNum: 100,
    });
    expect((await buyer.lines()).get(f.bulk[0]?.skuId ?? '')?.num).toBe(3);
  });

  it('merges the same browser cart once: a repeat (another tab, a retry) answers the first result', async () => {
    const lines = [line(f.pen, 2), line(f.clip, 3)];
    const first = await merge(lines, 'samecart0001');
    const [again, concurrent] = await Promise.all([
      merge(lines, 'samecart0001'),
      merge(lines, 'samecart0001'),
    ]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    expect(await lineState()).toEqual([
      ['得力 中性笔 0.5mm 黑色', 2, true],
      ['回形针 28mm', 3, true],
    ]);
    // Another browser cart (another id) merges again.
    await merge([line(f.pen, 1)], 'othercart0001');
    expect((await buyer.lines()).get(f.pen.skuId)?.num).toBe(3);
  });

  it('refuses bad input with E400 and changes nothing', async () => {
    await buyer.add(f.pen, 1);
    const before = await buyer.cart();
    const bad: [unknown, string][] = [
      [{ mergeId: 'x', lines: [line(f.pen, 1)] }, 'mergeId'],
      [{ mergeId: 'okmerge001', lines: [] }, 'lines'],
      [{ mergeId: 'okmerge001', lines: [line(f.pen, 1), line(f.pen, 1)] }, 'lines'],
      [{ mergeId: 'okmerge001', lines: [{ ...line(f.pen, 1), price: '0.01' }] }, 'lines.0.price'],
      [{ mergeId: 'okmerge001', lines: [...f.bulk.slice(0, 101)].map((s) => line(s, 1)) }, 'lines'],
    ];
    for (const [input, field] of bad)
      expect(await buyer.send(mergeVisitorCart, input as never)).toMatchObject({
        code: 'E400',
        data: { field },
      });
    expect(await buyer.cart()).toEqual(before);
  });

  it('is for purchasers only: a supplier and an operator are refused (E403), a visitor must log in', async () => {
    const input = { mergeId: 'whomerge001', lines: [line(f.pen, 1)] };
    for (const username of ['supplier01', 'operator01']) {
      const token = await loginAs(t.app, username);
      expect((await call(t.app, mergeVisitorCart, input, { token })).body.code).toBe('E403');
    }
    expect((await call(t.app, mergeVisitorCart, input)).body.code).toBe('AE401');
  });
});

describe('goods outside the buyer organisation’s channels', () => {
  it('are shown to a visitor but not merged into a limited purchaser’s cart, nor shown to it', async () => {
    const [channel] = await t.db
      .insert(channels)
      .values({ code: 'visitor-cart', name: '访客购物车测试渠道' })
      .returning({ id: channels.id });
    await t.db.insert(skuChannels).values({ skuId: Number(f.pen.skuId), channelId: channel.id });
    const [user] = await t.db.select({ orgId: users.orgId }).from(users).where(eq(users.id, buyerId));
    await t.db.insert(orgChannels).values({ orgId: user.orgId as number, channelId: channel.id });

    const lines = [line(f.glove, 1), line(f.pen, 1)];
    const visitor = dataOf(await call(t.app, viewVisitorCart, { lines }));
    expect(visitor.totalNum).toBe(2);
    const limited = await buyer.ok(viewVisitorCart, { lines });
    expect(limited.unavailable.map((u) => u.skuId)).toEqual([f.glove.skuId]);

    const result = await merge(lines);
    expect(result.data?.mergedSkuIds).toEqual([f.pen.skuId]);
    expect(result.data?.refused).toEqual([
      {
        skuId: f.glove.skuId,
        supplierShopId: f.glove.supplierShopId,
        reason: 'unavailable',
        skuName: '',
        skuNameEn: '',
      },
    ]);
    expect(await lineState()).toEqual([['得力 中性笔 0.5mm 黑色', 1, true]]);
  });
});
