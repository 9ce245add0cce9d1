import {
  closeOrder,
  commitDownloadTask,
  getDownloadTask,
  getOrderDetail,
  getParentOrderDetail,
  lookupOrderOrgs,
  lookupOrderSuppliers,
  OrderStatus,
  PayStatus,
  PayType,
  queryOperatorPurchaseOrderList,
  queryOrderList,
  updateParam,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { getFile, sheetRows } from '../../../testing/files';
import { supplierShops, suppliers } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { messageInbox, siteMessages } from '../../messages/shared-tables';
import { useOrderApiTest } from '../buyer/order-api-test-setup';
import { orderRefunds, orders } from '../tables';
import { insertFixtureOrder } from '../testing/order-fixture';

const ctx = useOrderApiTest();
const { tokens, stockOf } = ctx;

type QueryInput = Parameters<typeof call<typeof queryOrderList>>[2];
const query = (input: QueryInput, as = 'operator01') =>
  call(ctx.t.app, queryOrderList, input, { token: tokens[as] });
const rowsOf = async (input: Omit<QueryInput, 'pageNo' | 'pageSize'>) =>
  dataOf(await query({ pageNo: 1, pageSize: 200, ...input }));
const idsOf = async (input: Omit<QueryInput, 'pageNo' | 'pageSize'>) =>
  (await rowsOf(input)).rows.map((r) => r.orderId);

const userOf = async (username: string) =>
  (await ctx.t.db.select().from(users).where(eq(users.username, username)))[0]!;
const supplierIdOf = async (supplierShopId: string) =>
  (
    await ctx.t.db
      .select({ id: supplierShops.supplierId })
      .from(supplierShops)
      .where(eq(supplierShops.id, Number(supplierShopId)))
  )[0]!.id;
const orderOf = async (orderId: number) =>
  (await ctx.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
/** supplier01's supplier record (shop A's supplier joins supplier01's organisation when it has none). */
async function supplier01Id(): Promise<number> {
  const org = (await userOf('supplier01')).orgId!;
  const [own] = await ctx.t.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.orgId, org));
  if (own) return own.id;
  const supplierA = await supplierIdOf(ctx.f.shopA.supplierShopId);
  await ctx.t.db.update(suppliers).set({ orgId: org }).where(eq(suppliers.id, supplierA));
  return supplierA;
}
const inboxOf = async (username: string) =>
  ctx.t.db
    .select({ title: siteMessages.title, body: siteMessages.body, link: siteMessages.link })
    .from(messageInbox)
    .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
    .innerJoin(users, eq(users.id, messageInbox.userId))
    .where(eq(users.username, username))
    .orderBy(messageInbox.id);

describe('the integrated order query', () => {
  it('answers operators only: purchasers, approvers and suppliers get E403', async () => {
    for (const who of ['purchaser01', 'approver01', 'supplier01']) {
      const refused = await query({ pageNo: 1, pageSize: 10 }, who);
      expect([who, refused.body.code]).toEqual([who, 'E403']);
    }
    for (const def of [lookupOrderOrgs, lookupOrderSuppliers]) {
      const refused = await call(ctx.t.app, def, { keyword: '' }, { token: tokens.supplier01 });
      expect(refused.body.code).toBe('E403');
    }
  });

  it('lists every organisation’s and supplier’s orders with tab counts, and each filter narrows them', async () => {
    const mine = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    });
    const theirs = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser02',
      lines: [{ skuId: ctx.f.glove.skuId, num: 2 }],
      status: OrderStatus.awaitingApproval,
      payMethod: PayType.online,
    });
    const ids = [String(mine.orderId), String(theirs.orderId)];
    const all = await rowsOf({});
    expect(all.rows.map((r) => r.orderId)).toEqual(expect.arrayContaining(ids));
    expect(all.tabCounts.all).toBe(all.total);
    expect(all.tabCounts.awaitingApproval).toBeGreaterThanOrEqual(1);
    expect(all.rows.find((r) => r.orderId === String(theirs.orderId))).toMatchObject({
      orderStatus: '00',
      supplierName: ctx.f.shopB.supplierName,
      buyerName: (await userOf('purchaser02')).userName,
    });

    // Tabs: the rows of the tab, counts under the other filters.
    const approval = await rowsOf({ tab: 'awaitingApproval' });
    expect(approval.rows.every((r) => r.orderStatus === '00')).toBe(true);
    expect(approval.rows.map((r) => r.orderId)).toContain(String(theirs.orderId));
    expect(approval.tabCounts.all).toBe(all.total);

    expect(await idsOf({ orderNo: mine.orderNo })).toEqual([String(mine.orderId)]);
    const parentNo = all.rows.find((r) => r.orderId === String(mine.orderId))!.parentOrderNo;
    expect(await idsOf({ parentOrderNo: parentNo })).toEqual([String(mine.orderId)]);

    // Organisation and supplier pickers: ids from the lookups.
    const org02 = (await userOf('purchaser02')).orgId!;
    const byOrg = await idsOf({ orgId: String(org02) });
    expect(byOrg).toContain(String(theirs.orderId));
    expect(byOrg).not.toContain(String(mine.orderId));
    const supplierB = await supplierIdOf(ctx.f.shopB.supplierShopId);
    const bySupplier = await rowsOf({ supplierId: String(supplierB) });
    expect(bySupplier.rows.map((r) => r.orderId)).toContain(String(theirs.orderId));
    expect(bySupplier.rows.every((r) => r.supplierId === String(supplierB))).toBe(true);
    expect(bySupplier.tabCounts.all).toBe(bySupplier.total);

    const suppliersFound = dataOf(
      await call(
        ctx.t.app,
        lookupOrderSuppliers,
        { keyword: ctx.f.shopB.supplierName },
        { token: tokens.operator01 },
      ),
    );
    expect(suppliersFound.map((s) => s.id)).toContain(String(supplierB));
    const orgName = all.rows.find((r) => r.orderId === String(theirs.orderId))!.orgName;
    const orgsFound = dataOf(
      await call(ctx.t.app, lookupOrderOrgs, { keyword: orgName }, { token: tokens.operator01 }),
    );
    expect(orgsFound.map((o) => o.id)).toContain(String(org02));
    // Only organisations that placed orders: not the platform's own.
    const everyOrg = dataOf(
      await call(ctx.t.app, lookupOrderOrgs, { keyword: '' }, { token: tokens.operator01 }),
    );
    expect(everyOrg.map((o) => o.id)).not.toContain(String((await userOf('operator01')).orgId));

    expect(await idsOf({ buyerName: (await userOf('purchaser02')).userName })).not.toContain(
      String(mine.orderId),
    );
    const online = await rowsOf({ payMethod: PayType.online });
    expect(online.rows.map((r) => r.orderId)).toContain(String(theirs.orderId));
    expect(online.rows.every((r) => r.payMethod === PayType.online)).toBe(true);
    expect((await rowsOf({ payStatus: PayStatus.paid })).rows.every((r) => r.payStatus === '1')).toBe(true);
    expect(await idsOf({ amountFrom: mine.amount, amountTo: mine.amount, orderNo: mine.orderNo })).toEqual([
      String(mine.orderId),
    ]);
    const future = await rowsOf({ createdFrom: '2999-01-01' });
    expect([future.total, future.tabCounts.all]).toEqual([0, 0]);
  });

  it('refuses a malformed filter with a message', async () => {
    const bad = await query({ pageNo: 1, pageSize: 10, orgId: 'abc' });
    expect(bad.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：orgId: 格式不正确',
      data: { field: 'orgId' },
    });
    const badAmount = await query({ pageNo: 1, pageSize: 10, amountFrom: '1.234' });
    expect(badAmount.body.respDesc).toMatch(/金额|amount/i);
  });
});

describe('the operators’ purchase-order list (peb_queryOperatorPurchaseOrderList)', () => {
  it('answers exactly what the integrated query answers, under the same filters, and operators only', async () => {
    const placed = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser02',
      lines: [{ skuId: ctx.f.glove.skuId, num: 2 }],
      status: OrderStatus.awaitingDelivery,
    });
    const purchaseList = (input: QueryInput, as = 'operator01') =>
      call(ctx.t.app, queryOperatorPurchaseOrderList, input, { token: tokens[as] });
    for (const filters of [
      {},
      { tab: 'awaitingDelivery' },
      { orderNo: placed.orderNo },
      { sort: { field: 'orderNo', order: 'ASC' } },
    ] as const) {
      const input = { pageNo: 1, pageSize: 50, ...filters };
      const integrated = dataOf(await query(input));
      const purchase = dataOf(await purchaseList(input));
      expect(purchase).toEqual(integrated);
      expect(purchase.total).toBeGreaterThan(0);
    }
    const one = dataOf(await purchaseList({ pageNo: 1, pageSize: 10, orderNo: placed.orderNo }));
    expect(one.rows.map((r) => [r.orderId, r.orderStatus])).toEqual([
      [String(placed.orderId), OrderStatus.awaitingDelivery],
    ]);
    for (const who of ['purchaser01', 'supplier01']) {
      expect((await purchaseList({ pageNo: 1, pageSize: 10 }, who)).body.code).toBe('E403');
    }
    const bad = await purchaseList({ pageNo: 1, pageSize: 10, amountFrom: '1.234' });
    expect(bad.body.respDesc).toMatch(/金额|amount/i);
  });
});

describe('the integrated query export', () => {
  it('writes exactly the rows of the list under the same filters', async () => {
    const supplierA = await supplierIdOf(ctx.f.shopA.supplierShopId);
    await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser02',
      lines: [{ skuId: ctx.f.clip.skuId, num: 4 }],
    });
    const filters = { supplierId: String(supplierA), tab: 'awaitingConfirmation' } as const;
    const listed = await rowsOf(filters);
    expect(listed.total).toBeGreaterThan(0);
    const { taskId } = dataOf(
      await call(
        ctx.t.app,
        commitDownloadTask,
        { kind: 'orderIntegratedQuery', filters },
        { token: tokens.operator01 },
      ),
    );
    await ctx.t.app.jobs.runDue();
    const done = dataOf(await call(ctx.t.app, getDownloadTask, { taskId }, { token: tokens.operator01 }));
    expect(done).toMatchObject({ status: 'done', rowCount: listed.total });
    expect(done.fileName).toMatch(/^订单综合查询_/);
    const file = await getFile(ctx.t.app, done.downloadUrl ?? '', tokens.operator01);
    const sheet = await sheetRows(file.rawPayload);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(listed.rows.map((r) => r.orderNo));
    const orgColumn = sheet[0]?.indexOf('采购单位') ?? -1;
    expect(orgColumn).toBeGreaterThan(0);
    expect(sheet.slice(1).map((row) => row[orgColumn])).toEqual(listed.rows.map((r) => r.orgName));

    const purchaser = await call(
      ctx.t.app,
      commitDownloadTask,
      { kind: 'orderIntegratedQuery', filters: {} },
      { token: tokens.purchaser01 },
    );
    expect(purchaser.body.code).toBe('E403');
  });

  it('keeps to its own row limit, the parameter order.integratedExportMaxRows', async () => {
    const total = (await rowsOf({})).total;
    expect(total).toBeGreaterThan(1);
    dataOf(
      await call(
        ctx.t.app,
        updateParam,
        { key: 'order.integratedExportMaxRows', value: String(total - 1) },
        { token: tokens.operator01 },
      ),
    );
    const refused = await call(
      ctx.t.app,
      commitDownloadTask,
      { kind: 'orderIntegratedQuery', filters: {} },
      { token: tokens.operator01 },
    );
    expect(refused.body.code).toBe('8888');
    expect(refused.body.respDesc).toContain(String(total - 1));
    dataOf(
      await call(
        ctx.t.app,
        updateParam,
        { key: 'order.integratedExportMaxRows', value: '50000' },
        { token: tokens.operator01 },
      ),
    );
  });
});

describe('parent orders', () => {
  it('shows a checkout with its totals, capital amount and supplier orders', async () => {
    const first = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 2 }],
    });
    const second = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.glove.skuId, num: 1 }],
    });
    // One checkout of two shops: the second supplier order under the first's parent.
    await ctx.t.db
      .update(orders)
      .set({ parentOrderId: first.parentOrderId })
      .where(eq(orders.id, second.orderId));
    const detail = dataOf(
      await call(
        ctx.t.app,
        getParentOrderDetail,
        { parentOrderId: String(first.parentOrderId) },
        { token: tokens.operator01 },
      ),
    );
    expect(detail).toMatchObject({
      parentOrderId: String(first.parentOrderId),
      amount: '24.68',
      capitalAmount: '贰拾肆元陆角捌分',
      receiverAddress: '北京市 北京市 朝阳区 测试路1号',
      buyerName: (await userOf('purchaser01')).userName,
      // The buyer organisation in both languages (the demo organisation has an English name).
      orgName: '华东智造集团有限公司',
      orgNameEn: 'East China Smart Manufacturing Group Co., Ltd.',
    });
    expect(detail.orders.map((o) => o.orderId)).toEqual([String(first.orderId), String(second.orderId)]);
    expect(detail.orders[0]).toMatchObject({ orgNameEn: 'East China Smart Manufacturing Group Co., Ltd.' });
    expect(detail.orders[1]).toMatchObject({ supplierName: ctx.f.shopB.supplierName, amount: '7.77' });

    const missing = await call(
      ctx.t.app,
      getParentOrderDetail,
      { parentOrderId: '999999999' },
      { token: tokens.operator01 },
    );
    expect([missing.body.code, missing.body.respDesc]).toEqual(['E404', '父订单不存在']);
    const purchaser = await call(
      ctx.t.app,
      getParentOrderDetail,
      { parentOrderId: String(first.parentOrderId) },
      { token: tokens.purchaser01 },
    );
    expect(purchaser.body.code).toBe('E403');
  });
});

describe('closing an order', () => {
  it('closes a paid order awaiting delivery with a reason: stock back, refund, both parties told', async () => {
    const before = await stockOf(ctx.f.drill.skuId);
    const placed = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.drill.skuId, num: 2 }],
      status: OrderStatus.awaitingDelivery,
      payMethod: PayType.online,
    });
    // Paid, and supplied by supplier01's supplier record, so that its users get the notice.
    await ctx.t.db
      .update(orders)
      .set({ payStatus: PayStatus.paid, paidAt: new Date(), supplierId: await supplier01Id() })
      .where(eq(orders.id, placed.orderId));
    expect(await stockOf(ctx.f.drill.skuId)).toBe((before ?? 0) - 2);
    const orderId = String(placed.orderId);

    const detail = dataOf(await call(ctx.t.app, getOrderDetail, { orderId }, { token: tokens.operator01 }));
    expect(detail.actions).toEqual(['close']);

    const noReason = await call(
      ctx.t.app,
      closeOrder,
      { orderId, reason: '  ' },
      { token: tokens.operator01 },
    );
    expect(noReason.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：reason: 此项为必填项',
      data: { field: 'reason' },
    });
    const byBuyer = await call(
      ctx.t.app,
      closeOrder,
      { orderId, reason: '关' },
      { token: tokens.purchaser01 },
    );
    expect(byBuyer.body.code).toBe('E403');
    expect((await orderOf(placed.orderId)).status).toBe('02');

    const closed = dataOf(
      await call(ctx.t.app, closeOrder, { orderId, reason: '供应商无法供货' }, { token: tokens.operator01 }),
    );
    expect(closed).toEqual({ orderId, orderStatus: '99' });
    const order = await orderOf(placed.orderId);
    expect([order.status, order.payStatus, order.closeReason]).toEqual(['99', '2', '供应商无法供货']);
    expect(await stockOf(ctx.f.drill.skuId)).toBe(before);
    const refunds = await ctx.t.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, placed.orderId));
    expect(refunds.map((r) => [r.amount, r.reason])).toEqual([[placed.amount, '供应商无法供货']]);

    const buyerNotes = (await inboxOf('purchaser01')).filter((m) => m.body.includes(placed.orderNo));
    expect(buyerNotes.map((m) => [m.title, m.link])).toEqual([
      [`订单已关闭（${placed.orderNo}）`, `/index/agrMyOrderDetail?orderId=${orderId}`],
    ]);
    expect(buyerNotes[0]?.body).toContain('供应商无法供货');
    const supplierNotes = (await inboxOf('supplier01')).filter((m) => m.body.includes(placed.orderNo));
    expect(supplierNotes.map((m) => m.link)).toEqual([`/index/supplierOrderDetails?orderId=${orderId}`]);

    // Closed once: a second close changes nothing, the stock is not given back twice.
    const again = await call(
      ctx.t.app,
      closeOrder,
      { orderId, reason: '再关' },
      { token: tokens.operator01 },
    );
    expect([again.body.code, again.body.respDesc]).toEqual(['E409', '当前状态不允许此操作']);
    expect(await stockOf(ctx.f.drill.skuId)).toBe(before);
  });

  it('refuses to close a delivered or completed order, with nothing changed', async () => {
    for (const status of [OrderStatus.delivered, OrderStatus.completed]) {
      const placed = await insertFixtureOrder(ctx.t.db, {
        buyer: 'purchaser02',
        lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
        status,
      });
      const stock = await stockOf(ctx.f.pen.skuId);
      const refused = await call(
        ctx.t.app,
        closeOrder,
        { orderId: String(placed.orderId), reason: '关闭' },
        { token: tokens.operator01 },
      );
      expect([status, refused.body.code === '0']).toEqual([status, false]);
      expect((await orderOf(placed.orderId)).status).toBe(status);
      expect(await stockOf(ctx.f.pen.skuId)).toBe(stock);
    }
  });
});
