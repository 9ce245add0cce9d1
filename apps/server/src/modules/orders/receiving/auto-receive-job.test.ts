import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../../platform/audit/tables';
import { clock } from '../../../platform/clock';
import { enqueueJob } from '../../../platform/jobs/enqueue';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { forgetParams } from '../../config';
import { paramOrgValues } from '../../config/shared-tables';
import { users } from '../../identity/shared-tables';
import { insertFixtureOrder } from '../testing/order-fixture';
import { autoReceiveJob } from './auto-receive-job';
import {
  arrivedNums,
  assignToSupplier01,
  lineCounts,
  messageTitlesOf,
  orderStatusOf,
  shipmentOf,
} from './testing/receiving-test-helpers';
import { insertFixtureShipment } from './testing/shipment-fixture';

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

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const runJob = async () => {
  await enqueueJob(t.db, autoReceiveJob, {});
  await t.app.jobs.runDue();
};
async function deliveredOrder(num: number) {
  const order = await insertFixtureOrder(t.db, {
    buyer: 'purchaser01',
    lines: [{ skuId: f.pen.skuId, num }],
    status: '02',
  });
  await assignToSupplier01(t.db, order.orderId);
  return order;
}

describe('automatic receipt', () => {
  it('accepts deliveries left untouched past order.autoReceiveDays, completes the order and tells both sides', async () => {
    const old = await deliveredOrder(2);
    const oldShipment = await insertFixtureShipment(t.db, {
      orderId: old.orderId,
      nums: [2],
      createdAt: daysAgo(8),
    });
    const recent = await deliveredOrder(2);
    const recentShipment = await insertFixtureShipment(t.db, {
      orderId: recent.orderId,
      nums: [2],
      createdAt: daysAgo(6),
    });
    // Half delivered long ago: that half is accepted, the order waits for the rest.
    const half = await deliveredOrder(4);
    const halfShipment = await insertFixtureShipment(t.db, {
      orderId: half.orderId,
      nums: [2],
      createdAt: daysAgo(10),
    });

    await runJob();

    const accepted = await shipmentOf(t.db, oldShipment.shipmentId);
    expect([accepted?.status, accepted?.autoAccepted, accepted?.decidedAt !== null]).toEqual([
      '3',
      true,
      true,
    ]);
    expect(await arrivedNums(t.db, oldShipment.shipmentId)).toEqual([2]);
    expect(await orderStatusOf(t.db, old.orderId)).toBe('07');
    expect((await shipmentOf(t.db, recentShipment.shipmentId))?.status).toBe('1');
    expect(await orderStatusOf(t.db, recent.orderId)).toBe('03');
    expect((await shipmentOf(t.db, halfShipment.shipmentId))?.status).toBe('3');
    expect(await lineCounts(t.db, half.orderId)).toEqual([[4, 2, 2]]);
    expect(await orderStatusOf(t.db, half.orderId)).toBe('03');
    for (const who of ['purchaser01', 'supplier01']) {
      expect(await messageTitlesOf(t.db, who)).toContainEqual(
        expect.stringContaining(`订单 ${old.orderNo} 的发货单 ${oldShipment.shipmentNo} 发货后 7 天内未验收`),
      );
    }
  });

  it('leaves an operation-log row for each step it takes, under the automatic receipt', async () => {
    const order = await deliveredOrder(1);
    const shipment = await insertFixtureShipment(t.db, {
      orderId: order.orderId,
      nums: [1],
      createdAt: daysAgo(9),
    });
    await runJob();
    const rows = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'peb_autoReceive')));
    const ofThis = rows
      .filter((r) => r.targetId === String(shipment.shipmentId) || r.targetId === String(order.orderId))
      .map((r) => [r.targetType, r.targetName, r.username, r.result, r.detail]);
    expect(ofThis).toEqual([
      ['shipment', shipment.shipmentNo, 'autoReceive', 'success', 'status.shipment.3'],
      ['order', order.orderNo, 'autoReceive', 'success', 'status.order.07'],
    ]);
  });

  it('takes the time from the clock, and a second run changes nothing more', async () => {
    const order = await deliveredOrder(1);
    const shipment = await insertFixtureShipment(t.db, {
      orderId: order.orderId,
      nums: [1],
      createdAt: daysAgo(1),
    });
    await runJob();
    expect((await shipmentOf(t.db, shipment.shipmentId))?.status).toBe('1');
    clock.now = () => new Date(realNow().getTime() + 6 * DAY + 60_000);
    await runJob();
    expect(await orderStatusOf(t.db, order.orderId)).toBe('07');
    const before = await lineCounts(t.db, order.orderId);
    const messages = (await messageTitlesOf(t.db, 'purchaser01')).length;
    await runJob();
    expect(await lineCounts(t.db, order.orderId)).toEqual(before);
    expect((await messageTitlesOf(t.db, 'purchaser01')).length).toBe(messages);
  });

  it('waits the organisation’s own number of days where it has one', async () => {
    const [buyer] = await t.db
      .select({ orgId: users.orgId })
      .from(users)
      .where(eq(users.username, 'purchaser01'));
    await t.db
      .insert(paramOrgValues)
      .values({ paramKey: 'order.autoReceiveDays', orgId: buyer!.orgId!, value: '2', updatedAt: new Date() });
    forgetParams(t.db);
    try {
      const order = await deliveredOrder(1);
      const shipment = await insertFixtureShipment(t.db, {
        orderId: order.orderId,
        nums: [1],
        createdAt: daysAgo(3),
      });
      await runJob();
      expect((await shipmentOf(t.db, shipment.shipmentId))?.status).toBe('3');
      expect(await orderStatusOf(t.db, order.orderId)).toBe('07');
    } finally {
      await t.db.delete(paramOrgValues).where(eq(paramOrgValues.paramKey, 'order.autoReceiveDays'));
      forgetParams(t.db);
    }
  });
});
