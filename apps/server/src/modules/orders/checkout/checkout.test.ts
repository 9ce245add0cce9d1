import {
  addInvoiceTitle,
  deleteCart,
  getOrderDetail,
  getSettlement,
  submitOrder,
  toChineseAmount,
  updateParam,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { roleLessUser } from '../../../testing/role-less-user';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses } from '../../addresses/shared-tables';
import {
  type CartClient,
  type CartFixtures,
  cartClient,
  insertCartFixtures,
  setSkuShelf,
} from '../../cart/test-support';
import { brands, skus, supplierShops } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { messageInbox, siteMessages } from '../../messages/shared-tables';
import { orders, parentOrders } from '../tables';
import { type CheckoutClient, checkoutClient, newRequestId, submitInputFrom } from './testing/checkout-calls';

let t: TestApp;
let f: CartFixtures;
let cart: CartClient;
let buyer: CheckoutClient;
let p1Token: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  // Shop A charges 10.00 below 100.00 and delivers in 2–4 days; shop B ships free (the default).
  await t.db
    .update(supplierShops)
    .set({ freightFreeAbove: '100.00', freightFee: '10.00', deliveryDaysMin: 2, deliveryDaysMax: 4 })
    .where(eq(supplierShops.id, Number(f.shopA.supplierShopId)));
  p1Token = await loginAs(t.app, 'purchaser01');
  cart = cartClient(t.app, p1Token);
  buyer = checkoutClient(t.app, p1Token);
});
afterAll(() => t.close());

beforeEach(async () => {
  const ids = (await cart.cart()).shops.flatMap((s) => s.lines.map((l) => l.cartId));
  if (ids.length > 0) await cart.ok(deleteCart, { cartIds: ids });
});

const stockOf = async (skuId: string) =>
  (
    await t.db
      .select({ stock: skus.stock })
      .from(skus)
      .where(eq(skus.id, Number(skuId)))
  )[0]?.stock;
const parentCount = async () => Number((await t.db.select({ n: count() }).from(parentOrders))[0]?.n);
const item = (sku: { skuId: string; supplierShopId: string }, num: number) => ({
  skuId: sku.skuId,
  supplierShopId: sku.supplierShopId,
  num,
});
/** A well-formed buy-now submission of one glove, not built from a settlement. */
const gloveSubmission = () => ({
  source: 'buyNow' as const,
  items: [item(f.glove, 1)],
  requestId: newRequestId(),
  lines: [{ skuId: f.glove.skuId, expectedPrice: '7.77' }],
  addressId: '1',
  invoiceType: '00' as const,
  payMethod: '02' as const,
});

describe('settlement', () => {
  it('groups the ticked cart lines by supplier with freight, delivery range, totals and the capital amount', async () => {
    await cart.add(f.pen, 2);
    await cart.add(f.glove, 1);
    const s = await buyer.settle({ source: 'cart' });
    expect(s.groups.map((g) => [g.shopName, g.goodsAmount, g.freight, g.amount])).toEqual([
      [f.shopB.shopName, '7.77', '0.00', '7.77'],
      [f.shopA.shopName, '24.68', '10.00', '34.68'],
    ]);
    const shopA = s.groups[1]!;
    expect([shopA.deliveryDaysMin, shopA.deliveryDaysMax, shopA.freightFreeAbove]).toEqual([2, 4, '100.00']);
    expect(shopA.lines[0]).toMatchObject({
      skuId: f.pen.skuId,
      price: '12.34',
      num: 2,
      amount: '24.68',
      problem: null,
    });
    expect([s.kinds, s.pieces, s.goodsAmount, s.freight, s.payable]).toEqual([
      2,
      3,
      '32.45',
      '10.00',
      '42.45',
    ]);
    expect(s.payableInWords).toBe(toChineseAmount('42.45'));
    expect(s.addresses[0]).toMatchObject({ isDefault: true, mine: true, contactName: '张伟' });
    expect(s.invoiceTitles.length).toBeGreaterThan(0);
    expect(s.payMethods.map((m) => m.code)).toEqual(['01', '02']);
    expect(s.payMethods[1]?.label).toBe('线下转账');
  });

  it('frees the freight from the shop threshold up', async () => {
    await cart.add(f.pen, 9); // 111.06 ≥ 100.00
    const s = await buyer.settle({ source: 'cart' });
    expect([s.groups[0]?.goodsAmount, s.groups[0]?.freight, s.payable]).toEqual(['111.06', '0.00', '111.06']);
  });

  it('shows lines that cannot be ordered with their problem, outside the totals', async () => {
    const s = await buyer.settle({ source: 'fastOrder', items: [item(f.drill, 6), item(f.glove, 1)] });
    const lines = s.groups.flatMap((g) => g.lines);
    expect(lines.find((l) => l.skuId === f.drill.skuId)).toMatchObject({
      problem: 'insufficientStock',
      stock: 5,
    });
    expect([s.problemCount, s.kinds, s.payable]).toEqual([1, 1, '7.77']);
    await cart.add(f.clip, 1);
    await setSkuShelf(t.db, f.clip, false);
    const off = await buyer.settle({ source: 'cart' });
    expect(off.groups[0]?.lines[0]?.problem).toBe('offShelf');
    await setSkuShelf(t.db, f.clip, true);
  });

  it('splits by purchasing unit: each line goes with the unit picked, the buyer’s own by default', async () => {
    const base = await buyer.settle({ source: 'buyNow', items: [item(f.pen, 1)] });
    expect(base.orgUnits.map((u) => u.name)).toEqual(['行政部', '工程部']);
    const engineering = base.orgUnits[1]!.orgUnitId;
    const request = {
      source: 'fastOrder' as const,
      items: [item(f.pen, 1), item(f.clip, 2)],
      groupWay: 'purchaseUnitGroup' as const,
      lineUnits: [{ skuId: f.clip.skuId, orgUnitId: engineering }],
    };
    const s = await buyer.settle(request);
    expect(s.groups.map((g) => [g.shopName, g.orgUnitName, g.lines.map((l) => l.skuId)])).toEqual([
      [f.shopA.shopName, '行政部', [f.pen.skuId]],
      [f.shopA.shopName, '工程部', [f.clip.skuId]],
    ]);
    const placed = dataOf({ status: 200, body: await buyer.place(request), cookies: [], headers: {} });
    expect(placed.orders).toHaveLength(2);
    const units = await t.db
      .select({ unit: orders.orgUnitId })
      .from(orders)
      .where(eq(orders.parentOrderId, Number(placed.parentOrderId)));
    expect(units.map((u) => String(u.unit)).sort()).toEqual([base.ownOrgUnitId, engineering].sort());
  });
});

describe("the buyer's own groups and the organisation's default split", () => {
  it("splits one shop's lines into the orders the buyer groups them in, and places them so", async () => {
    const request = {
      source: 'fastOrder' as const,
      items: [item(f.pen, 1), item(f.clip, 1), item(f.glove, 1)],
      groupWay: 'orderGroup' as const,
      lineGroups: [{ skuId: f.clip.skuId, groupNo: 2 }],
    };
    const s = await buyer.settle(request);
    expect(s.groupWay).toBe('orderGroup');
    expect(s.groups.map((g) => [g.shopName, g.groupNo, g.lines.map((l) => l.skuId)])).toEqual([
      [f.shopA.shopName, 1, [f.pen.skuId]],
      [f.shopA.shopName, 2, [f.clip.skuId]],
      [f.shopB.shopName, 1, [f.glove.skuId]],
    ]);
    const placed = dataOf({ status: 200, body: await buyer.place(request), cookies: [], headers: {} });
    expect(placed.orders).toHaveLength(3);
    const bad = await call(
      t.app,
      getSettlement,
      { ...request, lineGroups: [{ skuId: f.clip.skuId, groupNo: 0 }] },
      { token: p1Token },
    );
    expect(bad.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：lineGroups.0.groupNo: 格式不正确',
      data: { field: 'lineGroups.0.groupNo' },
    });
  });

  it("follows the organisation's default split when the buyer names none", async () => {
    const operator = await loginAs(t.app, 'operator01');
    const request = { source: 'fastOrder' as const, items: [item(f.pen, 1), item(f.clip, 1)] };
    expect((await buyer.settle(request)).groupWay).toBe('noSplitGroup');
    const [me] = await t.db
      .select({ orgId: users.orgId })
      .from(users)
      .where(eq(users.username, 'purchaser01'));
    const setDefault = (value: string | null) =>
      call(
        t.app,
        updateParam,
        { key: 'order.defaultGroupWay', value, orgId: String(me?.orgId) },
        { token: operator },
      );
    const sideways = (await setDefault('sideways')).body;
    expect(sideways).toMatchObject({ code: '8888', respDesc: '格式不正确', data: { field: 'value' } });
    dataOf(await setDefault('orderGroup'));
    try {
      const s = await buyer.settle(request);
      expect(s.groupWay).toBe('orderGroup');
      expect(s.groups.map((g) => g.groupNo)).toEqual([1]);
      expect((await buyer.settle({ ...request, groupWay: 'noSplitGroup' })).groupWay).toBe('noSplitGroup');
    } finally {
      dataOf(await setDefault(null));
    }
  });
});

describe('submitting', () => {
  it('places the cart: one order per supplier, stock reserved, lines leave the cart, a message is sent', async () => {
    await cart.add(f.pen, 2);
    await cart.add(f.glove, 1);
    const penBefore = await stockOf(f.pen.skuId);
    const messagesBefore = Number((await t.db.select({ n: count() }).from(messageInbox))[0]?.n);
    const envelope = await buyer.place({ source: 'cart' });
    expect(envelope.code).toBe('0');
    const result = envelope.data!;
    expect(result.parentOrderNo).toMatch(/^P\d{16}$/);
    expect(result.payable).toBe('42.45');
    expect(result.orders.map((o) => [o.supplierName, o.amount, o.orderStatus, o.payStatus])).toEqual([
      ['测试劳保', '7.77', '01', '0'],
      ['测试五金', '34.68', '01', '0'],
    ]);
    for (const order of result.orders) expect(order.orderNo).toMatch(/^O\d{16}$/);
    expect(await stockOf(f.pen.skuId)).toBe(penBefore! - 2);
    expect((await cart.cart()).totalNum).toBe(0);
    expect(Number((await t.db.select({ n: count() }).from(messageInbox))[0]?.n)).toBe(messagesBefore + 1);
    expect((await buyer.result(result.parentOrderId)).data).toEqual(result);
    const [parent] = await t.db
      .select()
      .from(parentOrders)
      .where(eq(parentOrders.id, Number(result.parentOrderId)));
    expect(parent).toMatchObject({ channel: '11', payMethod: '02', receiverName: '张伟', invoiceType: '00' });
    // The bank transfer's account comes with the result; the message names the checkout.
    expect(result.bankTransfer.account).toMatch(/\d/);
    const [told] = await t.db
      .select({ title: siteMessages.title })
      .from(siteMessages)
      .where(eq(siteMessages.link, `/placeAnOrderResults?parentOrderId=${result.parentOrderId}`));
    expect(told?.title).toBe(`订单已提交（${result.parentOrderNo}）`);
    // Each order's history starts with its placement: who, when, in which status.
    for (const order of result.orders) {
      const detail = dataOf(
        await call(t.app, getOrderDetail, { orderId: order.orderId }, { token: p1Token }),
      );
      expect(detail.history.map((h) => [h.event, h.fromStatus, h.toStatus, h.username])).toEqual([
        ['create', '', '01', '张伟'],
      ]);
      // The lines keep the brand in both languages, and the unit's dictionary code.
      for (const line of detail.lines) {
        const [brand] = await t.db.select().from(brands).where(eq(brands.brandName, line.brandName));
        expect(brand?.brandNameEn).toBeTruthy();
        expect(line).toMatchObject({ brandNameEn: brand?.brandNameEn, unit: 'PCS' });
      }
    }
  });

  it('buys now without touching the cart, and quick orders are channel 12', async () => {
    await cart.add(f.clip, 3);
    const now = await buyer.place({ source: 'buyNow', items: [item(f.drill, 1)] });
    expect(now.data?.orders.map((o) => o.supplierName)).toEqual(['测试五金']);
    expect((await cart.lines()).get(f.clip.skuId)?.num).toBe(3);
    const quick = await buyer.place({ source: 'fastOrder', items: [item(f.glove, 2), item(f.pen, 1)] });
    expect(quick.data?.orders).toHaveLength(2);
    const [parent] = await t.db
      .select({ channel: parentOrders.channel })
      .from(parentOrders)
      .where(eq(parentOrders.id, Number(quick.data?.parentOrderId)));
    expect(parent?.channel).toBe('12');
  });

  it('refuses a changed price naming the line, and writes nothing', async () => {
    await cart.add(f.pen, 1);
    const request = { source: 'cart' as const };
    const shown = await buyer.settle(request);
    await t.db
      .update(skus)
      .set({ salePrice: '13.00' })
      .where(eq(skus.id, Number(f.pen.skuId)));
    const [parents, stock] = [await parentCount(), await stockOf(f.pen.skuId)];
    const refused = await buyer.submit(submitInputFrom(request, shown));
    await t.db
      .update(skus)
      .set({ salePrice: '12.34' })
      .where(eq(skus.id, Number(f.pen.skuId)));
    expect(refused.code).toBe('8888');
    expect(refused.respDesc).toContain('价格已变化');
    expect(refused.respDesc).toContain('得力 中性笔 0.5mm 黑色');
    expect([await parentCount(), await stockOf(f.pen.skuId), (await cart.cart()).totalNum]).toEqual([
      parents,
      stock,
      1,
    ]);
  });

  it('refuses a line short of stock saying how many are left', async () => {
    const refused = await buyer.place({ source: 'buyNow', items: [item(f.soldOut, 1)] });
    expect(refused.code).toBe('8888');
    expect(refused.respDesc).toContain('仅剩 0 件');
  });

  it('is idempotent by request id, one after the other and at once', async () => {
    const request = { source: 'buyNow' as const, items: [item(f.glove, 1)] };
    const input = submitInputFrom(request, await buyer.settle(request));
    const [parents, stock] = [await parentCount(), await stockOf(f.glove.skuId)];
    const first = await buyer.submit(input);
    const again = await buyer.submit(input);
    expect(again.data).toEqual(first.data);
    expect([await parentCount(), await stockOf(f.glove.skuId)]).toEqual([parents + 1, stock! - 1]);

    const twin = { ...input, requestId: newRequestId() };
    const [a, b] = await Promise.all([buyer.submit(twin), buyer.submit(twin)]);
    expect(a.data?.parentOrderId).toBeDefined();
    expect(b.data?.parentOrderId).toBe(a.data?.parentOrderId);
    expect([await parentCount(), await stockOf(f.glove.skuId)]).toEqual([parents + 2, stock! - 2]);
  });

  it('needs approval (00) above the organisation threshold of 5,000 and not below', async () => {
    await t.db
      .update(skus)
      .set({ stock: 1000 })
      .where(eq(skus.id, Number(f.pen.skuId)));
    // The settlement warns before submission: the checkout total is above the threshold.
    expect((await buyer.settle({ source: 'buyNow', items: [item(f.pen, 420)] })).needsApproval).toBe(true);
    expect((await buyer.settle({ source: 'buyNow', items: [item(f.pen, 400)] })).needsApproval).toBe(false);
    const above = await buyer.place({ source: 'buyNow', items: [item(f.pen, 420)] }); // 5,182.80
    expect(above.data?.orders[0]).toMatchObject({ amount: '5182.80', orderStatus: '00' });
    const below = await buyer.place({ source: 'buyNow', items: [item(f.pen, 400)] }); // 4,936.00 + 0 freight
    expect(below.data?.orders[0]).toMatchObject({ amount: '4936.00', orderStatus: '01' });
  });

  it('refuses a special VAT invoice without a title that has the special-invoice details', async () => {
    const plain = dataOf(
      await call(
        t.app,
        addInvoiceTitle,
        { title: '普通抬头有限公司', creditCode: '91310000MA1FL8TQ2X' },
        { token: p1Token },
      ),
    );
    const request = { source: 'buyNow' as const, items: [item(f.glove, 1)] };
    const parents = await parentCount();
    const noDetails = await buyer.place(request, { invoiceType: '01', invoiceTitleId: plain.invoiceTitleId });
    expect([noDetails.code, noDetails.data]).toEqual(['8888', { field: 'invoiceTitleId' }]);
    expect(noDetails.respDesc).toContain('增值税专用发票');
    const noTitle = await buyer.place(request, { invoiceType: '01', invoiceTitleId: undefined });
    expect(noTitle.code).toBe('8888');
    expect(await parentCount()).toBe(parents);
  });

  it('refuses an address that is not the buyer’s', async () => {
    const refused = await buyer.place(
      { source: 'buyNow', items: [item(f.glove, 1)] },
      { addressId: '999999' },
    );
    expect([refused.code, refused.data]).toEqual(['8888', { field: 'addressId' }]);
  });
});

describe('who may check out', () => {
  it('shows a result to its buyer only', async () => {
    const placed = await buyer.place({ source: 'buyNow', items: [item(f.glove, 1)] });
    const other = checkoutClient(t.app, await loginAs(t.app, 'purchaser02'));
    const refused = await other.result(placed.data!.parentOrderId);
    expect(refused.code).toBe('E404');
  });

  it('lets a purchaser without any role settle, place and see an order (SPEC §2: ordering needs no menu)', async () => {
    const token = await roleLessUser(t, 'purchaser', 'purchaser01');
    // Its own address, as one it kept from before its roles were taken away.
    const [own] = await t.db.select().from(users).where(eq(users.username, 'norole_purchaser'));
    const [{ id: _id, ...address }] = await t.db.select().from(addresses).where(eq(addresses.id, 1));
    await t.db.insert(addresses).values({ ...address, userId: own!.id, isDefault: true });
    const client = checkoutClient(t.app, token);
    const placed = await client.place({ source: 'buyNow', items: [item(f.glove, 1)] });
    expect(placed.code).toBe('0');
    expect((await client.result(placed.data!.parentOrderId)).data?.orders).toHaveLength(1);
  });

  it('refuses suppliers and operators', async () => {
    for (const username of ['supplier01', 'operator01']) {
      const client = checkoutClient(t.app, await loginAs(t.app, username));
      expect((await client.trySettle({ source: 'cart' })).code).toBe('E403');
      const submitted = await client.submit(gloveSubmission());
      expect(submitted.code).toBe('E403');
    }
  });
});

describe('bad input', () => {
  const good = gloveSubmission;
  const send = async (body: unknown) =>
    (await call(t.app, submitOrder, body as never, { token: p1Token })).body;

  it('refuses NUL, wrong types, huge quantities and 300 lines, writing nothing', async () => {
    const parents = await parentCount();
    const many = Array.from({ length: 300 }, (_, i) => ({
      skuId: String(i + 1),
      supplierShopId: '1',
      num: 1,
    }));
    const cases: [unknown, string][] = [
      [{ ...good(), requestId: 'abc\u0000defghij' }, 'requestId'],
      [{ ...good(), items: [{ ...item(f.glove, 1), num: '1' }] }, 'items.0.num'],
      [{ ...good(), items: [item(f.glove, 100_000)] }, 'items.0.num'],
      [{ ...good(), source: 'fastOrder', items: many }, 'items'],
      [{ ...good(), payMethod: 7 }, 'payMethod'],
    ];
    for (const [body, field] of cases) {
      const refused = await send(body);
      expect(refused.code, field).toBe('E400');
      expect(JSON.stringify(refused.data), field).toContain(field);
    }
    const settleMany = await call(
      t.app,
      getSettlement,
      { source: 'fastOrder', items: many },
      { token: p1Token },
    );
    expect(settleMany.body.code).toBe('E400');
    expect(await parentCount()).toBe(parents);
  });
});
