import {
  confirmSimulatedPayment,
  getCashier,
  getSimulatedPayment,
  OrderStatus,
  PayStatus,
  PayType,
  payOrder,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_NOTIFY_PATH } from '../../../payment-gateway-config';
import { statusHistory } from '../../../platform/audit/tables';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { users } from '../../identity/shared-tables';
import { messageInbox, siteMessages } from '../../messages/shared-tables';
import { orders, parentOrders } from '../tables';
import { insertFixtureOrder } from '../testing/order-fixture';
import { payments } from './tables';

let t: TestApp;
let f: CartFixtures;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  for (const user of ['purchaser01', 'purchaser02', 'supplier01', 'operator01'])
    tokens[user] = await loginAs(t.app, user);
});
afterAll(() => t.close());

const place = (buyer = 'purchaser01', status?: '00' | '01') =>
  insertFixtureOrder(t.db, {
    buyer,
    lines: [{ skuId: f.pen.skuId, num: 2 }],
    payMethod: PayType.online,
    ...(status ? { status } : {}),
  });
const orderOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const messagesOf = async (username: string) =>
  t.db
    .select({ title: siteMessages.title })
    .from(messageInbox)
    .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
    .innerJoin(users, eq(users.id, messageInbox.userId))
    .where(eq(users.username, username));
const pay = (parentOrderId: number, payMethod: string, user = 'purchaser01') =>
  call(t.app, payOrder, { parentOrderId: String(parentOrderId), payMethod } as never, {
    token: tokens[user],
  });
const cashierOf = async (parentOrderId: number, user = 'purchaser01') =>
  dataOf(await call(t.app, getCashier, { parentOrderId: String(parentOrderId) }, { token: tokens[user] }));
const confirm = (payNo: string, outcome: 'success' | 'fail', user = 'purchaser01') =>
  call(t.app, confirmSimulatedPayment, { payNo, outcome }, { token: tokens[user] });

describe('the cashier', () => {
  it("shows the buyer's checkout with its payable amount and the methods the buyer may use", async () => {
    const placed = await place();
    const cashier = await cashierOf(placed.parentOrderId);
    expect(cashier.payable).toBe('24.68');
    expect(cashier.orders.map((o) => [o.orderNo, o.amount, o.payable])).toEqual([
      [placed.orderNo, '24.68', true],
    ]);
    expect(cashier.payMethods).toEqual([PayType.online, PayType.offline]);
    expect(cashier.bankTransfer.account).not.toBe('');
  });

  it('offers monthly settlement to purchaser02, whose organisation is allowed it', async () => {
    const placed = await place('purchaser02');
    const cashier = await cashierOf(placed.parentOrderId, 'purchaser02');
    expect(cashier.payMethods).toEqual([PayType.online, PayType.offline, PayType.monthly]);
    const paid = dataOf(await pay(placed.parentOrderId, PayType.monthly, 'purchaser02'));
    expect(paid).toMatchObject({ payMethod: PayType.monthly, payNo: null, gatewayUrl: null });
    const order = await orderOf(placed.orderId);
    expect([order?.payMethod, order?.payStatus, order?.status]).toEqual([
      PayType.monthly,
      PayStatus.unpaid,
      '01',
    ]);
  });

  it('refuses monthly settlement to an organisation not allowed it, and changes nothing', async () => {
    const placed = await place();
    const refused = await pay(placed.parentOrderId, PayType.monthly);
    expect(refused.body).toMatchObject({ code: '8888', respDesc: '您所在的采购单位不能使用该支付方式' });
    expect((await orderOf(placed.orderId))?.payMethod).toBe(PayType.online);
  });

  it('offline bank transfer: the orders proceed unpaid with the new method on checkout and orders', async () => {
    const placed = await place();
    const result = dataOf(await pay(placed.parentOrderId, PayType.offline));
    expect(result).toMatchObject({ payMethod: PayType.offline, payNo: null, amount: '24.68' });
    const [parent] = await t.db.select().from(parentOrders).where(eq(parentOrders.id, placed.parentOrderId));
    const order = await orderOf(placed.orderId);
    expect([parent?.payMethod, order?.payMethod, order?.payStatus]).toEqual(['02', '02', PayStatus.unpaid]);
  });

  it('bad input is refused with a clear message and nothing is written', async () => {
    const placed = await place();
    const noMethod = await pay(placed.parentOrderId, '09');
    expect(noMethod.body).toMatchObject({ respDesc: expect.stringContaining('请选择支付方式') });
    const badId = await call(t.app, getCashier, { parentOrderId: 'abc' }, { token: tokens.purchaser01 });
    expect(badId.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：parentOrderId: 格式不正确',
      data: { field: 'parentOrderId' },
    });
    const badPayNo = await confirm('nope', 'success');
    expect(badPayNo.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：payNo: 支付记录不存在',
      data: { field: 'payNo' },
    });
    expect(
      await t.db.select().from(payments).where(eq(payments.parentOrderId, placed.parentOrderId)),
    ).toEqual([]);
  });

  it("another buyer's checkout is not found, and suppliers and operators may not pay", async () => {
    const placed = await place();
    const other = await call(
      t.app,
      getCashier,
      { parentOrderId: String(placed.parentOrderId) },
      { token: tokens.purchaser02 },
    );
    expect(other.body).toMatchObject({ code: 'E404' });
    expect((await pay(placed.parentOrderId, PayType.offline, 'purchaser02')).body.code).toBe('E404');
    expect((await pay(placed.parentOrderId, PayType.offline, 'supplier01')).body.code).toBe('E403');
    expect((await pay(placed.parentOrderId, PayType.offline, 'operator01')).body.code).toBe('E403');
    expect((await orderOf(placed.orderId))?.payMethod).toBe(PayType.online);
  });

  it('an order awaiting approval cannot be paid by any method: payment opens after approval', async () => {
    const placed = await place('purchaser01', OrderStatus.awaitingApproval);
    const cashier = await cashierOf(placed.parentOrderId);
    expect([cashier.payable, cashier.orders[0]?.payable, cashier.awaitingApproval]).toEqual([
      '0.00',
      false,
      true,
    ]);
    for (const method of [PayType.online, PayType.offline]) {
      expect((await pay(placed.parentOrderId, method)).body).toMatchObject({
        code: '8888',
        respDesc: '订单审批通过后才能支付',
      });
    }
    expect(
      await t.db.select().from(payments).where(eq(payments.parentOrderId, placed.parentOrderId)),
    ).toEqual([]);
    expect((await orderOf(placed.orderId))?.payMethod).toBe(PayType.online);
    // Once approved, the same checkout is payable.
    await t.db
      .update(orders)
      .set({ status: OrderStatus.awaitingConfirmation })
      .where(eq(orders.id, placed.orderId));
    expect((await cashierOf(placed.parentOrderId)).awaitingApproval).toBe(false);
    expect(dataOf(await pay(placed.parentOrderId, PayType.online)).amount).toBe('24.68');
  });
});

describe('the simulated gateway', () => {
  it('online: a pending payment, then success pays the order once, with history and a message', async () => {
    const placed = await place();
    const started = dataOf(await pay(placed.parentOrderId, PayType.online));
    expect(started.gatewayUrl).toBe(`/payGateway?payNo=${started.payNo}`);
    const payNo = started.payNo ?? '';
    const shown = dataOf(await call(t.app, getSimulatedPayment, { payNo }, { token: tokens.purchaser01 }));
    expect(shown).toMatchObject({
      amount: '24.68',
      status: 'pending',
      parentOrderId: String(placed.parentOrderId),
      finishedAt: null,
    });
    expect(shown.createdAt).toBe(new Date(shown.createdAt).toISOString());
    // Another buyer cannot see or confirm it.
    expect((await call(t.app, getSimulatedPayment, { payNo }, { token: tokens.purchaser02 })).body.code).toBe(
      'E404',
    );
    expect((await confirm(payNo, 'success', 'purchaser02')).body.code).toBe('E404');
    expect((await orderOf(placed.orderId))?.payStatus).toBe(PayStatus.unpaid);

    const before = (await messagesOf('purchaser01')).length;
    const done = dataOf(await confirm(payNo, 'success'));
    expect(done.status).toBe('succeeded');
    expect(done).toMatchObject({ payNo, parentOrderNo: shown.parentOrderNo, createdAt: shown.createdAt });
    expect(done.finishedAt).toBe(new Date(done.finishedAt ?? '').toISOString());
    const order = await orderOf(placed.orderId);
    expect([order?.payStatus, order?.paidAt !== null]).toEqual([PayStatus.paid, true]);
    const history = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.machine, 'payment'), eq(statusHistory.targetId, placed.orderId)));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.event])).toEqual([['0', '1', 'pay']]);
    expect((await messagesOf('purchaser01')).length).toBe(before + 1);

    // A second confirmation (double click, or fail after success) changes nothing.
    const again = await Promise.all([confirm(payNo, 'success'), confirm(payNo, 'fail')]);
    expect(again.map((r) => dataOf(r).status)).toEqual(['succeeded', 'succeeded']);
    expect((await messagesOf('purchaser01')).length).toBe(before + 1);
    // A paid checkout has nothing more to pay.
    expect((await pay(placed.parentOrderId, PayType.online)).body.respDesc).toBe('该订单没有待支付的金额');
  });

  it('fail leaves the order unpaid; the buyer tries again and pays', async () => {
    const placed = await place();
    const first = dataOf(await pay(placed.parentOrderId, PayType.online));
    expect(dataOf(await confirm(first.payNo ?? '', 'fail')).status).toBe('failed');
    expect((await orderOf(placed.orderId))?.payStatus).toBe(PayStatus.unpaid);
    expect(dataOf(await confirm(first.payNo ?? '', 'success')).status).toBe('failed');

    const second = dataOf(await pay(placed.parentOrderId, PayType.online));
    expect(second.payNo).not.toBe(first.payNo);
    expect(dataOf(await confirm(second.payNo ?? '', 'success')).status).toBe('succeeded');
    expect((await orderOf(placed.orderId))?.payStatus).toBe(PayStatus.paid);
  });

  it('choosing again closes the pending payment, so it can no longer pay', async () => {
    const placed = await place();
    const online = dataOf(await pay(placed.parentOrderId, PayType.online));
    dataOf(await pay(placed.parentOrderId, PayType.offline));
    expect(dataOf(await confirm(online.payNo ?? '', 'success')).status).toBe('failed');
    const order = await orderOf(placed.orderId);
    expect([order?.payMethod, order?.payStatus]).toEqual([PayType.offline, PayStatus.unpaid]);
  });

  it('takes no notifications: with the simulated gateway there is no notification address', async () => {
    const notify = await t.app.inject({ method: 'POST', url: PAYMENT_NOTIFY_PATH, payload: {} });
    expect(notify.statusCode).toBe(404);
  });

  it('a payment whose order was cancelled meanwhile fails instead of paying a cancelled order', async () => {
    const placed = await place();
    const online = dataOf(await pay(placed.parentOrderId, PayType.online));
    await t.db.update(orders).set({ status: OrderStatus.cancelled }).where(eq(orders.id, placed.orderId));
    expect(dataOf(await confirm(online.payNo ?? '', 'success')).status).toBe('failed');
    expect((await orderOf(placed.orderId))?.payStatus).toBe(PayStatus.unpaid);
  });
});
