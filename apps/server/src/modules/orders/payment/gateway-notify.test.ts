import {
  confirmSimulatedPayment,
  getSimulatedPayment,
  PayStatus,
  PayType,
  payOrder,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, statusHistory } from '../../../platform/audit/tables';
import { now } from '../../../platform/clock';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { assignToSupplier01, messageTitlesOf } from '../receiving/testing/receiving-test-helpers';
import { orders, parentOrders } from '../tables';
import { insertFixtureOrder } from '../testing/order-fixture';
import { canonicalPairs, hmacHex } from './signed-gateway';
import { payments } from './tables';
import { FAKE_GATEWAY_SECRET, fakeGateway, signedGatewaySettings } from './testing/fake-gateway';

let t: TestApp;
let f: CartFixtures;
let gateway: ReturnType<typeof fakeGateway>;
let token = '';
beforeAll(async () => {
  t = await createTestApp(signedGatewaySettings);
  f = await insertCartFixtures(t.db);
  gateway = fakeGateway(t.app);
  token = await loginAs(t.app, 'purchaser01');
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** An online order of purchaser01 with a pending attempt on the signed gateway. */
async function startPayment() {
  const placed = await insertFixtureOrder(t.db, {
    buyer: 'purchaser01',
    lines: [{ skuId: f.pen.skuId, num: 2 }],
    payMethod: PayType.online,
  });
  // supplier01's order, so its users are told once it is paid.
  await assignToSupplier01(t.db, placed.orderId);
  const started = dataOf(
    await call(t.app, payOrder, { parentOrderId: String(placed.parentOrderId), payMethod: '01' }, { token }),
  );
  const [parent] = await t.db.select().from(parentOrders).where(eq(parentOrders.id, placed.parentOrderId));
  return {
    ...placed,
    parentOrderNo: parent?.parentOrderNo,
    payNo: started.payNo ?? '',
    gatewayUrl: started.gatewayUrl ?? '',
  };
}

const orderOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const attemptOf = async (payNo: string) =>
  (await t.db.select().from(payments).where(eq(payments.payNo, payNo)))[0];
const messagesOf = (username: string) => messageTitlesOf(t.db, username);
const notificationLog = () =>
  t.db
    .select({
      result: operationLogs.result,
      username: operationLogs.username,
      targetName: operationLogs.targetName,
      detail: operationLogs.detail,
    })
    .from(operationLogs)
    .where(eq(operationLogs.action, 'peb_paymentNotify'));
/** What a refused notification must leave as it was. */
const stateOf = async (started: { orderId: number; payNo: string }) => ({
  order: (await orderOf(started.orderId))?.payStatus,
  attempt: (await attemptOf(started.payNo))?.status,
  buyerMessages: (await messagesOf('purchaser01')).length,
  supplierMessages: (await messagesOf('supplier01')).length,
});

describe('starting a payment on the signed gateway', () => {
  it("sends the buyer to the gateway's page with a signed request naming the amount and where to notify", async () => {
    const started = await startPayment();
    const url = new URL(started.gatewayUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example.com/cashier');
    const pairs = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'sign'));
    expect(pairs).toMatchObject({
      payNo: started.payNo,
      amount: '24.68',
      orderNo: started.parentOrderNo,
      notifyUrl: 'https://buy.example.com/api/payment/notify',
      returnUrl: `https://buy.example.com/#/placeAnOrderResults?parentOrderId=${started.parentOrderId}`,
    });
    expect(url.searchParams.get('sign')).toBe(hmacHex(FAKE_GATEWAY_SECRET, canonicalPairs(pairs)));
    expect(await attemptOf(started.payNo)).toMatchObject({ gateway: 'signed', status: 'pending' });
  });

  it("does not let the buyer confirm their own payment: the simulated gateway's calls are refused", async () => {
    const started = await startPayment();
    const confirm = await call(
      t.app,
      confirmSimulatedPayment,
      { payNo: started.payNo, outcome: 'success' },
      { token },
    );
    expect(confirm.body).toMatchObject({
      code: 'EPAY',
      respDesc: '模拟支付网关未启用，支付结果只能由支付网关确认',
    });
    const shown = await call(t.app, getSimulatedPayment, { payNo: started.payNo }, { token });
    expect(shown.body.code).toBe('EPAY');
    expect((await orderOf(started.orderId))?.payStatus).toBe(PayStatus.unpaid);
    expect((await attemptOf(started.payNo))?.status).toBe('pending');
  });
});

describe("the gateway's signed notification", () => {
  it('success pays the orders as the system, tells the buyer and the supplier, and is logged', async () => {
    const started = await startPayment();
    const before = await stateOf(started);
    const answer = await gateway.notify({
      payNo: started.payNo,
      amount: '24.68',
      outcome: 'success',
      tradeNo: 'G20260001',
    });
    expect(answer).toMatchObject({ status: 200, body: { code: '0', data: { status: 'succeeded' } } });
    const order = await orderOf(started.orderId);
    expect([order?.payStatus, order?.paidAt !== null]).toEqual([PayStatus.paid, true]);
    const history = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.machine, 'payment'), eq(statusHistory.targetId, started.orderId)));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.event, h.userId])).toEqual([
      ['0', '1', 'pay', null],
    ]);
    expect((await messagesOf('purchaser01')).length).toBe(before.buyerMessages + 1);
    const supplierMessages = await messagesOf('supplier01');
    expect(supplierMessages.length).toBe(before.supplierMessages + 1);
    expect(supplierMessages).toContainEqual(
      expect.stringContaining(`订单 ${started.orderNo}（金额 ¥24.68）等待您确认`),
    );
    expect(await notificationLog()).toContainEqual({
      result: 'success',
      username: 'gateway:signed',
      // The order is named by its number (issue 20 item 8), not its id.
      targetName: started.parentOrderNo,
      detail: `${started.payNo} success 24.68 G20260001`,
    });
    // One row tells of the notification: the payment steps it took leave none of their own.
    const ofOrder = await t.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.targetType, 'order'), eq(operationLogs.targetId, String(started.orderId))));
    expect(ofOrder).toEqual([]);
  });

  it('a repeated notification (a replay within the window, a retry, a late fail) changes nothing more', async () => {
    const started = await startPayment();
    const success = { payNo: started.payNo, amount: '24.68', outcome: 'success' };
    const at = now().getTime();
    expect((await gateway.notify(success, { timestamp: at })).body.code).toBe('0');
    const paid = await stateOf(started);
    const again = await Promise.all([
      gateway.notify(success, { timestamp: at }),
      gateway.notify(success),
      gateway.notify({ ...success, outcome: 'fail' }),
    ]);
    expect(again.map((a) => [a.body.code, a.body.data?.status])).toEqual([
      ['0', 'succeeded'],
      ['0', 'succeeded'],
      ['0', 'succeeded'],
    ]);
    expect(await stateOf(started)).toEqual(paid);
  });

  it('fail leaves the orders unpaid; the buyer may pay again', async () => {
    const started = await startPayment();
    const answer = await gateway.notify({ payNo: started.payNo, amount: '24.68', outcome: 'fail' });
    expect(answer.body).toMatchObject({ code: '0', data: { status: 'failed' } });
    expect((await orderOf(started.orderId))?.payStatus).toBe(PayStatus.unpaid);
  });

  it('a forged, unsigned, stale or altered notification is refused and changes nothing', async () => {
    const started = await startPayment();
    const before = await stateOf(started);
    const success = { payNo: started.payNo, amount: '24.68', outcome: 'success' };
    const refused = [
      await gateway.notify(success, { secret: 'not-the-gateway-secret-0123456789abcdef' }),
      await gateway.notify(success, { unsigned: true }),
      await gateway.notify(success, { timestamp: now().getTime() - 6 * MINUTE }),
      await gateway.notify(success, { timestamp: now().getTime() + 6 * MINUTE }),
      // The same JSON with other spacing: the signature covers the exact text.
      await gateway.notify(success, { sentBody: JSON.stringify(success, null, 1) }),
      await gateway.notify(success, { sentBody: JSON.stringify({ ...success, amount: '0.01' }) }),
    ];
    expect(refused.map((r) => r.body.code)).toEqual(['ESIGN', 'ESIGN', 'ESIGN', 'ESIGN', 'ESIGN', 'ESIGN']);
    expect(await stateOf(started)).toEqual(before);
  });

  it('a wrong amount or an unknown transaction number is refused and changes nothing', async () => {
    const started = await startPayment();
    const before = await stateOf(started);
    const wrongAmount = await gateway.notify({ payNo: started.payNo, amount: '0.01', outcome: 'success' });
    expect(wrongAmount.body).toMatchObject({ code: '8888', respDesc: '通知的支付金额与支付记录不符' });
    const unknown = await gateway.notify({
      payNo: 'PAY20260101000000999999',
      amount: '24.68',
      outcome: 'success',
    });
    expect(unknown.body.code).toBe('E404');
    const malformed = await gateway.notify({ payNo: started.payNo, amount: '24.681', outcome: 'success' });
    expect(malformed.body.code).toBe('E400');
    expect(await stateOf(started)).toEqual(before);
    expect(await notificationLog()).toContainEqual({
      result: 'failure',
      username: 'gateway:signed',
      targetName: null,
      detail: 'payment.amountMismatch',
    });
  });

  it("an attempt another gateway started is not this gateway's to settle", async () => {
    const started = await startPayment();
    await t.db.update(payments).set({ gateway: 'simulated' }).where(eq(payments.payNo, started.payNo));
    const before = await stateOf(started);
    const answer = await gateway.notify({ payNo: started.payNo, amount: '24.68', outcome: 'success' });
    expect(answer.body.code).toBe('E404');
    expect(await stateOf(started)).toEqual(before);
  });
});
