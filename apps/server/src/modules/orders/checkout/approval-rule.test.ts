// Issue 19 finding 3: a checkout split into orders each under the approval threshold escaped approval.
// The organisation's rule now applies to the checkout as a whole, and a monthly limit per buyer can add to it.
import { OrderStatus, updateParam } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMonthStart } from '../../../platform/business-time';
import { now } from '../../../platform/clock';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { users } from '../../identity/shared-tables';
import { publishOrgProcess, thresholdLevels } from '../../process/test-support';
import { checkoutClient } from './testing/checkout-calls';

let t: TestApp;
let f: CartFixtures;
let operator: string;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  operator = await loginAs(t.app, 'operator01');
  const [me] = await t.db.select({ orgId: users.orgId }).from(users).where(eq(users.username, 'purchaser01'));
  orgId = String(me?.orgId);
});
afterAll(() => t.close());

const setOrgParam = async (key: 'order.monthlyBuyerLimit', value: string | null) =>
  dataOf(await call(t.app, updateParam, { key, value, orgId }, { token: operator }));

/** The organisation's order-approval process published anew with this threshold (null: back to 5,000.00). */
const setThreshold = (value: string | null) =>
  publishOrgProcess(t.app, operator, {
    businessKind: 'orderApproval',
    orgId: Number(orgId),
    levels: thresholdLevels(value ?? '5000.00'),
  });

/** Two pens (24.68) in one order and a glove (7.77) in another: 32.45 in all, each order under 30.00. */
const twoOrders = () => ({
  source: 'fastOrder' as const,
  items: [
    { skuId: f.pen.skuId, supplierShopId: f.pen.supplierShopId, num: 2 },
    { skuId: f.glove.skuId, supplierShopId: f.glove.supplierShopId, num: 1 },
  ],
  groupWay: 'orderGroup' as const,
  lineGroups: [{ skuId: f.glove.skuId, groupNo: 2 }],
});

const place = async (username: string) => {
  const buyer = checkoutClient(t.app, await loginAs(t.app, username));
  const placed = await buyer.place(twoOrders());
  expect(placed.code).toBe('0');
  return placed.data!.orders.map((o) => [o.amount, o.orderStatus]);
};

describe('approval of a checkout as a whole', () => {
  it('holds every order of a checkout whose total exceeds the threshold, though each order is under it', async () => {
    await setThreshold('30.00');
    try {
      const orders = await place('purchaser01');
      expect(orders).toHaveLength(2);
      expect(orders.every(([amount]) => Number(amount) < 30)).toBe(true);
      expect(orders.map(([, status]) => status)).toEqual([
        OrderStatus.awaitingApproval,
        OrderStatus.awaitingApproval,
      ]);
    } finally {
      await setThreshold(null);
    }
  });

  it('sends a checkout within the threshold straight to the suppliers', async () => {
    await setThreshold('32.45');
    try {
      expect((await place('purchaser01')).map(([, status]) => status)).toEqual([
        OrderStatus.awaitingConfirmation,
        OrderStatus.awaitingConfirmation,
      ]);
    } finally {
      await setThreshold(null);
    }
  });
});

describe('monthly ordering limit per buyer', () => {
  it('is off by default', async () => {
    expect((await place('approver01')).map(([, status]) => status)).toEqual([
      OrderStatus.awaitingConfirmation,
      OrderStatus.awaitingConfirmation,
    ]);
  });

  it("holds the checkout that takes the buyer's month past the limit, and only the buyer's", async () => {
    // approver01 placed 32.45 this month in the test above: a limit of 64.90 takes one more such checkout.
    // purchaser01 of the same organisation placed 64.90: the month is the buyer's own, not the organisation's.
    await setOrgParam('order.monthlyBuyerLimit', '64.90');
    try {
      const statuses = async (username: string) => (await place(username)).map(([, status]) => status);
      expect(await statuses('approver01')).toEqual([
        OrderStatus.awaitingConfirmation,
        OrderStatus.awaitingConfirmation,
      ]);
      expect(await statuses('approver01')).toEqual([
        OrderStatus.awaitingApproval,
        OrderStatus.awaitingApproval,
      ]);
    } finally {
      await setOrgParam('order.monthlyBuyerLimit', null);
    }
  });

  it('starts the month at midnight China time', () => {
    expect(businessMonthStart(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    expect(businessMonthStart(new Date('2026-11-30T15:59:59Z')).toISOString()).toBe(
      '2026-10-31T16:00:00.000Z',
    );
    expect(businessMonthStart(now()).getTime()).toBeLessThanOrEqual(now().getTime());
  });
});
