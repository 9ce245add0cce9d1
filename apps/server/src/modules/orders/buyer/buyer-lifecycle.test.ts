import {
  cancelOrder,
  deleteOrder,
  getOrderDetail,
  OrderStatus,
  type OrderStatusCode,
  PayStatus,
  PayType,
  queryMyOrderList,
  queryPurchaseOrderListForPurchaser,
  remindSupplierConfirmation,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../../../platform/clock';
import { call, dataOf, loginAs } from '../../../testing/call';
import { suppliers } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { messageInbox, siteMessages } from '../../messages/shared-tables';
import { cancelApplications, orders } from '../tables';
import { insertFixtureOrder } from '../testing/order-fixture';
import { useOrderApiTest } from './order-api-test-setup';

const ctx = useOrderApiTest();
const { tokens, stockOf } = ctx;
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});
const HOUR = 3_600_000;

/** An order of the drill's shop, whose supplier record is made supplier01's (so supplier01 is told). */
async function placeForSupplier01(
  status: OrderStatusCode = OrderStatus.awaitingConfirmation,
  payMethod?: string,
) {
  const placed = await insertFixtureOrder(ctx.t.db, {
    buyer: 'purchaser01',
    lines: [{ skuId: ctx.f.drill.skuId, num: 2 }],
    status,
    payMethod,
  });
  const [user] = await ctx.t.db.select().from(users).where(eq(users.username, 'supplier01'));
  const [order] = await ctx.t.db.select().from(orders).where(eq(orders.id, placed.orderId));
  await ctx.t.db
    .update(suppliers)
    .set({ orgId: user?.orgId ?? null })
    .where(eq(suppliers.id, order?.supplierId ?? 0));
  return { ...placed, id: String(placed.orderId) };
}

const inboxOf = (username: string) =>
  ctx.t.db
    .select({ title: siteMessages.title, body: siteMessages.body, link: siteMessages.link })
    .from(messageInbox)
    .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
    .innerJoin(users, eq(users.id, messageInbox.userId))
    .where(eq(users.username, username))
    .orderBy(messageInbox.id);
const as = (username: string) => ({ token: tokens[username] });
const cancel = (orderId: string, reason: string, who = 'purchaser01') =>
  call(ctx.t.app, cancelOrder, { orderId, reason }, as(who));
const remind = (orderId: string, who = 'purchaser01') =>
  call(ctx.t.app, remindSupplierConfirmation, { orderId }, as(who));
/** Moves the test clock `hours` ahead and logs purchaser01 in again (its session would have expired). */
const hoursLater = async (hours: number) => {
  clock.now = () => new Date(realNow().getTime() + hours * HOUR);
  tokens.purchaser01 = await loginAs(ctx.t.app, 'purchaser01');
};
const applicationsOf = (orderId: number) =>
  ctx.t.db.select().from(cancelApplications).where(eq(cancelApplications.orderId, orderId));

describe('applying to cancel a confirmed order', () => {
  it('makes an application in 02, tells the supplier, keeps the order and its stock; a second is refused', async () => {
    const order = await placeForSupplier01(OrderStatus.awaitingDelivery);
    const stock = await stockOf(ctx.f.drill.skuId);
    const before = (await inboxOf('supplier01')).length;

    const applied = dataOf(await cancel(order.id, '项目取消'));
    expect(applied).toMatchObject({ orderId: order.id, orderStatus: '02' });
    expect(applied.applicationId).toMatch(/^\d+$/);
    const [application] = await applicationsOf(order.orderId);
    expect(application).toMatchObject({ status: '0', reason: '项目取消', id: Number(applied.applicationId) });
    expect(await stockOf(ctx.f.drill.skuId)).toBe(stock);

    const inbox = await inboxOf('supplier01');
    expect(inbox.length).toBe(before + 1);
    expect(JSON.stringify(inbox.at(-1))).toContain(order.orderNo);
    expect(JSON.stringify(inbox.at(-1))).toContain('项目取消');
    expect(inbox.at(-1)?.link).toBe(`/index/supplierOrderDetails?orderId=${order.id}`);

    const detail = dataOf(await call(ctx.t.app, getOrderDetail, { orderId: order.id }, as('purchaser01')));
    expect(detail.orderStatus).toBe('02');
    expect(detail.cancelApplications.map((a) => [a.status, a.reason])).toEqual([['0', '项目取消']]);
    expect(detail.actions).not.toContain('applyCancel');
    // The list row carries the same fact, so no list offers what the server would refuse.
    const listed = dataOf(
      await call(ctx.t.app, queryMyOrderList, { pageNo: 1, pageSize: 200 }, as('purchaser01')),
    ).rows.find((row) => row.orderId === order.id);
    expect(listed?.cancelApplicationPending).toBe(true);

    const second = await cancel(order.id, '再申请一次');
    expect([second.body.code, second.body.respDesc]).toEqual([
      'E409',
      '该订单已有待处理的取消申请，请等待供应商处理',
    ]);
    expect(await applicationsOf(order.orderId)).toHaveLength(1);
  });

  it('refuses to cancel once delivered, and refuses another buyer', async () => {
    const delivered = await placeForSupplier01(OrderStatus.delivered);
    const refused = await cancel(delivered.id, '不要了');
    expect([refused.body.code, refused.body.respDesc]).toEqual(['E409', '订单已发货或已结束，不能取消']);
    expect(await applicationsOf(delivered.orderId)).toHaveLength(0);

    const confirmed = await placeForSupplier01(OrderStatus.awaitingDelivery);
    const stranger = await cancel(confirmed.id, '不要了', 'purchaser02');
    expect(stranger.body.respDesc).toBe('订单不存在');
    expect(await applicationsOf(confirmed.orderId)).toHaveLength(0);
  });

  it('still cancels straight away before confirmation', async () => {
    const order = await placeForSupplier01();
    expect(dataOf(await cancel(order.id, '不要了'))).toEqual({
      orderId: order.id,
      orderStatus: '08',
      outcome: 'cancelled',
    });
  });
});

describe('reminding the supplier to confirm', () => {
  it('refuses too early, sends one a day, and again the next day', async () => {
    const order = await placeForSupplier01();
    const early = await remind(order.id);
    expect(early.body.respDesc).toBe('订单提交给供应商未满 24 小时，暂不能催促');

    const before = (await inboxOf('supplier01')).length;
    await hoursLater(25);
    const done = dataOf(await remind(order.id));
    expect(done.orderId).toBe(order.id);
    const inbox = await inboxOf('supplier01');
    expect(inbox.length).toBe(before + 1);
    expect(JSON.stringify(inbox.at(-1))).toContain(order.orderNo);

    const twice = await remind(order.id);
    expect(twice.body.respDesc).toBe('该订单 24 小时内已催促过，请稍后再试');
    expect((await inboxOf('supplier01')).length).toBe(before + 1);

    await hoursLater(50);
    expect(dataOf(await remind(order.id)).orderId).toBe(order.id);
    expect((await inboxOf('supplier01')).length).toBe(before + 2);
  });

  it('counts from payment when paid later, and refuses unpaid online orders, other states and other buyers', async () => {
    const paidLate = await placeForSupplier01(OrderStatus.awaitingConfirmation, PayType.online);
    const unpaid = await remind(paidLate.id);
    expect(unpaid.body.respDesc).toBe('只有待供应商确认的订单可以催促确认');
    await ctx.t.db
      .update(orders)
      .set({
        createdAt: new Date(Date.now() - 48 * HOUR),
        payStatus: PayStatus.paid,
        paidAt: new Date(Date.now() - HOUR),
      })
      .where(eq(orders.id, paidLate.orderId));
    expect((await remind(paidLate.id)).body.respDesc).toBe('订单提交给供应商未满 24 小时，暂不能催促');

    const mine = await placeForSupplier01();
    await ctx.t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 48 * HOUR) })
      .where(eq(orders.id, mine.orderId));
    expect((await remind(mine.id, 'purchaser02')).body.respDesc).toBe('订单不存在');
    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(row?.remindedAt).toBeNull();
    const confirmed = await placeForSupplier01(OrderStatus.awaitingDelivery);
    await hoursLater(25);
    expect((await remind(confirmed.id)).body.respDesc).toBe('只有待供应商确认的订单可以催促确认');
  });
});

describe('deleting an order from my list', () => {
  const myList = async (who = 'purchaser01') =>
    dataOf(await call(ctx.t.app, queryMyOrderList, { pageNo: 1, pageSize: 200 }, as(who)));

  it('deletes only closed orders of my own; the list and counts drop it, the operator still sees it', async () => {
    const open = await placeForSupplier01();
    const closed = await placeForSupplier01();
    dataOf(await cancel(closed.id, '不要了'));
    const counts = (await myList()).tabCounts;

    const notClosed = await call(ctx.t.app, deleteOrder, { orderId: open.id }, as('purchaser01'));
    expect(notClosed.body.respDesc).toBe('只有已取消、已拒绝或已关闭的订单可以删除');
    const stranger = await call(ctx.t.app, deleteOrder, { orderId: closed.id }, as('purchaser02'));
    expect(stranger.body.respDesc).toBe('订单不存在');
    const supplier = await call(ctx.t.app, deleteOrder, { orderId: closed.id }, as('supplier01'));
    expect(supplier.body.code).toBe('E403');
    const [untouched] = await ctx.t.db.select().from(orders).where(eq(orders.id, closed.orderId));
    expect(untouched?.buyerDeletedAt).toBeNull();

    expect(dataOf(await call(ctx.t.app, deleteOrder, { orderId: closed.id }, as('purchaser01')))).toEqual({
      orderId: closed.id,
    });
    const after = await myList();
    expect(after.rows.map((r) => r.orderId)).not.toContain(closed.id);
    expect(after.rows.map((r) => r.orderId)).toContain(open.id);
    expect(after.tabCounts).toMatchObject({ all: counts.all - 1, closed: counts.closed - 1 });
    const again = await call(ctx.t.app, deleteOrder, { orderId: closed.id }, as('purchaser01'));
    expect(again.body.respDesc).toBe('订单不存在');

    const seen = await call(ctx.t.app, getOrderDetail, { orderId: closed.id }, as('operator01'));
    expect(dataOf(seen).orderNo).toBe(closed.orderNo);
    const org = await call(
      ctx.t.app,
      queryPurchaseOrderListForPurchaser,
      { pageNo: 1, pageSize: 200 },
      as('approver01'),
    );
    expect(dataOf(org).rows.map((r) => r.orderId)).toContain(closed.id);
  });
});

describe("the organisation's orders", () => {
  const orgList = (input: Record<string, unknown>, who: string) =>
    call(
      ctx.t.app,
      queryPurchaseOrderListForPurchaser,
      { pageNo: 1, pageSize: 200, ...input } as never,
      as(who),
    );

  it("shows colleagues' orders to users of the page only, never another organisation's", async () => {
    const mine = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    });
    const theirs = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser02',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    });
    const page = dataOf(await orgList({}, 'approver01'));
    const ids = page.rows.map((r) => r.orderId);
    expect(ids).toContain(String(mine.orderId));
    expect(ids).not.toContain(String(theirs.orderId));
    expect(page.tabCounts.all).toBe(page.total);

    const byBuyer = dataOf(await orgList({ buyerName: '张伟' }, 'approver01'));
    expect(byBuyer.rows.every((r) => r.buyerName === '张伟')).toBe(true);
    expect(byBuyer.rows.map((r) => r.orderId)).toContain(String(mine.orderId));
    expect(dataOf(await orgList({ buyerName: '李娜' }, 'approver01')).total).toBe(0);
    expect(dataOf(await orgList({ orgUnitName: '不存在的部门' }, 'approver01')).total).toBe(0);
    const byTab = dataOf(await orgList({ tab: 'awaitingConfirmation', orderNo: mine.orderNo }, 'approver01'));
    expect(byTab.rows.map((r) => r.orderId)).toEqual([String(mine.orderId)]);

    for (const who of ['purchaser01', 'purchaser02', 'supplier01', 'operator01'])
      expect((await orgList({}, who)).body.code).toBe('E403');

    // The detail opens for the colleague with the page, with no step of the buyer's on it.
    const detail = dataOf(
      await call(ctx.t.app, getOrderDetail, { orderId: String(mine.orderId) }, as('approver01')),
    );
    expect(detail.actions).toEqual([]);
    const foreign = await call(
      ctx.t.app,
      getOrderDetail,
      { orderId: String(theirs.orderId) },
      as('approver01'),
    );
    expect(foreign.body.respDesc).toBe('订单不存在');
  });
});
