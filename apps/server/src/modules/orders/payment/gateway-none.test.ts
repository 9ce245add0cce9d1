import {
  confirmSimulatedPayment,
  getCashier,
  getSimulatedPayment,
  PayType,
  payOrder,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_NOTIFY_PATH } from '../../../payment-gateway-config';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { checkoutClient } from '../checkout/testing/checkout-calls';
import { orders } from '../tables';
import { insertFixtureOrder } from '../testing/order-fixture';
import { payments } from './tables';

// PAYMENT_GATEWAY=none: a server without a gateway offers no online payment anywhere.
let t: TestApp;
let f: CartFixtures;
let token = '';
beforeAll(async () => {
  t = await createTestApp({ paymentGateway: { kind: 'none' } });
  f = await insertCartFixtures(t.db);
  token = await loginAs(t.app, 'purchaser01');
});
afterAll(() => t.close());

const fastOrder = () => ({
  source: 'fastOrder' as const,
  items: [{ skuId: f.pen.skuId, supplierShopId: f.pen.supplierShopId, num: 1 }],
});

describe('without a payment gateway', () => {
  it('checkout and the cashier list no online payment, and paying online is refused as not offered', async () => {
    const buyer = checkoutClient(t.app, token);
    expect((await buyer.settle(fastOrder())).payMethods.map((m) => m.code)).toEqual([PayType.offline]);
    const submitted = await buyer.place(fastOrder(), { payMethod: PayType.online });
    expect(submitted).toMatchObject({
      code: 'EPAY',
      respDesc: '本平台未开通在线支付，请选择其他支付方式',
      data: { field: 'payMethod' },
    });

    // An online order placed before the gateway was turned off: the cashier offers the other methods.
    const placed = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.pen.skuId, num: 2 }],
      payMethod: PayType.online,
    });
    const parentOrderId = String(placed.parentOrderId);
    const cashier = dataOf(await call(t.app, getCashier, { parentOrderId }, { token }));
    expect(cashier.payMethods).toEqual([PayType.offline]);
    const online = await call(t.app, payOrder, { parentOrderId, payMethod: PayType.online }, { token });
    expect(online.body).toMatchObject({ code: 'EPAY', respDesc: '本平台未开通在线支付，请选择其他支付方式' });
    expect(
      await t.db.select().from(payments).where(eq(payments.parentOrderId, placed.parentOrderId)),
    ).toEqual([]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.payMethod).toBe(PayType.online);
    // Bank transfer still works.
    expect(
      dataOf(await call(t.app, payOrder, { parentOrderId, payMethod: PayType.offline }, { token })).payMethod,
    ).toBe(PayType.offline);
  });

  it('refuses the simulated gateway, and there is no notification address to post to', async () => {
    const payNo = 'PAY20260101000000123456';
    const confirm = await call(t.app, confirmSimulatedPayment, { payNo, outcome: 'success' }, { token });
    expect(confirm.body).toMatchObject({ code: 'EPAY' });
    expect((await call(t.app, getSimulatedPayment, { payNo }, { token })).body.code).toBe('EPAY');
    const notify = await t.app.inject({ method: 'POST', url: PAYMENT_NOTIFY_PATH, payload: { payNo } });
    expect(notify.statusCode).toBe(404);
  });
});
