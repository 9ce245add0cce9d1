import { OrderStatus, PayStatus, PayType } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../platform/clock';
import { enqueueJob } from '../../../platform/jobs/enqueue';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { skus } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { messageInbox, siteMessages } from '../../messages/shared-tables';
import { orders } from '../tables';
import { insertFixtureOrder } from '../testing/order-fixture';
import { unpaidCancelJob } from './unpaid-cancel-job';

let t: TestApp;
let f: CartFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
});
afterAll(() => t.close());
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const HOUR = 3_600_000;
const stockOf = async (skuId: string) =>
  (
    await t.db
      .select({ stock: skus.stock })
      .from(skus)
      .where(eq(skus.id, Number(skuId)))
  )[0]?.stock;
const orderOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const place = (payMethod: string, num: number) =>
  insertFixtureOrder(t.db, { buyer: 'purchaser01', lines: [{ skuId: f.drill.skuId, num }], payMethod });
const placedHoursAgo = (orderId: number, hours: number) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(orders.id, orderId));
const runJob = async () => {
  await enqueueJob(t.db, unpaidCancelJob, {});
  await t.app.jobs.runDue();
};
const cancelMessages = async () =>
  t.db
    .select({ body: siteMessages.body })
    .from(messageInbox)
    .innerJoin(siteMessages, eq(siteMessages.id, messageInbox.messageId))
    .innerJoin(users, eq(users.id, messageInbox.userId))
    .where(eq(users.username, 'purchaser01'));

describe('cancelling unpaid online orders', () => {
  it('cancels an online order unpaid past the limit, gives its stock back and tells the buyer', async () => {
    const stock = await stockOf(f.drill.skuId);
    const stale = await place(PayType.online, 1);
    const young = await place(PayType.online, 1);
    const offline = await place(PayType.offline, 1);
    const paid = await place(PayType.online, 1);
    await t.db.update(orders).set({ payStatus: PayStatus.paid }).where(eq(orders.id, paid.orderId));
    for (const o of [stale, offline, paid]) await placedHoursAgo(o.orderId, 25);
    await placedHoursAgo(young.orderId, 23);
    expect(await stockOf(f.drill.skuId)).toBe((stock ?? 0) - 4);

    await runJob();

    const cancelled = await orderOf(stale.orderId);
    expect([cancelled?.status, cancelled?.closedAt !== null]).toEqual([OrderStatus.cancelled, true]);
    for (const o of [young, offline, paid]) expect((await orderOf(o.orderId))?.status).toBe('01');
    expect(await stockOf(f.drill.skuId)).toBe((stock ?? 0) - 3);
    expect((await cancelMessages()).map((m) => m.body)).toContainEqual(
      expect.stringContaining(`订单 ${stale.orderNo} 提交后 24 小时内未完成支付`),
    );
  });

  it('takes the time from the clock: a young order is cancelled once the clock passes the limit', async () => {
    const placed = await place(PayType.online, 1);
    await runJob();
    expect((await orderOf(placed.orderId))?.status).toBe('01');
    clock.now = () => new Date(realNow().getTime() + 24 * HOUR + 60_000);
    await runJob();
    expect((await orderOf(placed.orderId))?.status).toBe(OrderStatus.cancelled);
    // A second run finds nothing more and gives nothing back twice.
    const stock = await stockOf(f.drill.skuId);
    await runJob();
    expect(await stockOf(f.drill.skuId)).toBe(stock);
  });
});
