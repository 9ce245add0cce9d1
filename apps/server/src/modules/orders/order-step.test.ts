import { getUserInfo, OrderStatus, PayStatus } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, systemActor } from '../../platform/actor';
import { statusHistory } from '../../platform/audit/tables';
import { now } from '../../platform/clock';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../cart/test-support';
import { skus } from '../catalog/shared-tables';
import { resolveActor } from '../identity';
import { takeOrderStep } from './order-step';
import { orders } from './tables';
import { insertFixtureOrder } from './testing/order-fixture';

let t: TestApp;
let f: CartFixtures;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  f = await insertCartFixtures(t.db);
});
afterAll(() => t.close());

const actorOf = async (username: string, extraMenus: string[] = []): Promise<Actor> => {
  const token = await loginAs(t.app, username);
  dataOf(await call(t.app, getUserInfo, {}, { token }));
  const actor = await resolveActor(t.db, token, null, now());
  if (!actor) throw new Error('no actor');
  return { ...actor, menuCodes: [...actor.menuCodes, ...extraMenus] };
};
const stockOf = async (skuId: string) =>
  (
    await t.db
      .select({ stock: skus.stock })
      .from(skus)
      .where(eq(skus.id, Number(skuId)))
  )[0]?.stock;
const orderOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const step = (
  orderId: number,
  event: 'cancel' | 'autoCancel' | 'approve',
  actor: Actor | ReturnType<typeof systemActor>,
  remark?: string,
) => t.db.transaction((tx) => takeOrderStep(tx, { orderId, event, actor, remark }));

describe('order steps', () => {
  it('the buyer cancels with a reason; the order closes and its stock comes back', async () => {
    const before = await stockOf(f.pen.skuId);
    const placed = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.pen.skuId, num: 3 }],
    });
    expect(await stockOf(f.pen.skuId)).toBe((before ?? 0) - 3);
    const buyer = await actorOf('purchaser01', ['agrMyOrder']);
    await expect(step(placed.orderId, 'cancel', buyer, '  ')).rejects.toMatchObject({ field: 'remark' });
    expect(await step(placed.orderId, 'cancel', buyer, '不需要了')).toBe(OrderStatus.cancelled);
    const order = await orderOf(placed.orderId);
    expect([order?.status, order?.closeReason, order?.closedAt !== null]).toEqual(['08', '不需要了', true]);
    expect(await stockOf(f.pen.skuId)).toBe(before);
    // Closed is closed: a second cancel is refused and gives nothing back twice.
    await expect(step(placed.orderId, 'cancel', buyer, 'again')).rejects.toMatchObject({
      messageKey: 'error.transitionNotAllowed',
    });
    expect(await stockOf(f.pen.skuId)).toBe(before);
  });

  it("another organisation's purchaser does not find the order", async () => {
    const placed = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.clip.skuId, num: 1 }],
    });
    const other = await actorOf('purchaser02', ['agrMyOrder', 'agrApprovalOrder']);
    await expect(step(placed.orderId, 'cancel', other, 'x')).rejects.toMatchObject({
      messageKey: 'order.notFound',
    });
    expect((await orderOf(placed.orderId))?.status).toBe(OrderStatus.awaitingConfirmation);
  });

  it('the system cancels an unpaid order but never a paid one, with no user in the history', async () => {
    const unpaid = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.clip.skuId, num: 2 }],
    });
    expect(await step(unpaid.orderId, 'autoCancel', systemActor('test'))).toBe(OrderStatus.cancelled);
    const history = await t.db.select().from(statusHistory).where(eq(statusHistory.targetId, unpaid.orderId));
    expect(history.filter((h) => h.machine === 'order').map((h) => [h.event, h.userId])).toEqual([
      ['autoCancel', null],
    ]);

    const paid = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.clip.skuId, num: 2 }],
    });
    await t.db.update(orders).set({ payStatus: PayStatus.paid }).where(eq(orders.id, paid.orderId));
    await expect(step(paid.orderId, 'autoCancel', systemActor('test'))).rejects.toMatchObject({
      messageKey: 'order.alreadyPaid',
    });
    // A user cannot take the system's step.
    const buyer = await actorOf('purchaser01', ['agrMyOrder']);
    await expect(step(paid.orderId, 'autoCancel', buyer)).rejects.toMatchObject({ code: 'E403' });
  });

  it('an approver of the same organisation may not approve an order of its own', async () => {
    const placed = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.pen.skuId, num: 1 }],
      status: OrderStatus.awaitingApproval,
    });
    const self = await actorOf('purchaser01', ['agrApprovalOrder']);
    await expect(step(placed.orderId, 'approve', self)).rejects.toMatchObject({
      messageKey: 'order.ownOrderApproval',
    });
    expect((await orderOf(placed.orderId))?.status).toBe(OrderStatus.awaitingApproval);
  });
});
