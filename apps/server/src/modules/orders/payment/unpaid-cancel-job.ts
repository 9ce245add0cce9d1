import { JobKind, OrderStatus, PayStatus, PayType, unpaidCancelAction } from '@procuremart/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { defineJob } from '../../../platform/jobs';
import { readParam } from '../../config';
import { takeOrderStep } from '../order-step';
import { orders } from '../tables';

/** Orders cancelled per transaction: short transactions, so buyers paying meanwhile never wait long. */
export const UNPAID_CANCEL_BATCH = 100;
const canceller = systemActor('unpaidCancel');

/**
 * One batch: online-payment orders still unpaid and awaiting the supplier, placed before `placedBefore`.
 * Rows another process (or a payment in progress) holds are skipped, to be seen at the next run.
 */
async function cancelBatch(tx: Tx, placedBefore: Date): Promise<number> {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.payMethod, PayType.online),
        eq(orders.payStatus, PayStatus.unpaid),
        eq(orders.status, OrderStatus.awaitingConfirmation),
        lte(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(UNPAID_CANCEL_BATCH)
    .for('update', { of: orders, skipLocked: true });
  for (const order of due) {
    // Its order.cancelled subscribers release the stock and tell the buyer (order-notice-subscribers.ts).
    await takeOrderStep(tx, { orderId: order.id, event: 'autoCancel', actor: canceller });
  }
  return due.length;
}

/** Cancels online-payment orders not paid within `order.unpaidCancelHours` of placing them, stock released. */
export const unpaidCancelJob = defineJob({
  kind: JobKind.orderUnpaidCancel,
  maxAttempts: 3,
  audit: unpaidCancelAction,
  run: async ({ db, heartbeat, log }) => {
    const hours = await readParam(db, 'order.unpaidCancelHours');
    const placedBefore = new Date(now().getTime() - hours * 3_600_000);
    let total = 0;
    for (;;) {
      const cancelled = await db.transaction((tx) => cancelBatch(tx, placedBefore));
      total += cancelled;
      if (cancelled < UNPAID_CANCEL_BATCH) break;
      await heartbeat();
    }
    if (total > 0) log.info({ cancelled: total }, 'unpaid online orders cancelled');
  },
});

export const unpaidCancelSchedule = {
  name: 'order-unpaid-cancel',
  cron: '*/10 * * * *',
  kind: unpaidCancelJob.kind,
};
