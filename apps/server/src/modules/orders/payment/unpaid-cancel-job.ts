import {
  bilingual,
  JobKind,
  MessageKind,
  OrderStatus,
  PayStatus,
  PayType,
  unpaidCancelAction,
} from '@procuremart/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import { now } from '../../../config';
import type { Tx } from '../../../db/client';
import { systemActor } from '../../../platform/actor';
import { defineJob } from '../../../platform/jobs';
import { readParam } from '../../config';
import { notify } from '../../messages';
import { numberedTitle } from '../order-notices';
import { takeOrderStep } from '../order-step';
import { orders } from '../tables';

/** Orders cancelled per transaction: short transactions, so buyers paying meanwhile never wait long. */
export const UNPAID_CANCEL_BATCH = 100;
const canceller = systemActor('unpaidCancel');

/**
 * One batch: online-payment orders still unpaid and awaiting the supplier, placed before `placedBefore`.
 * Rows another process (or a payment in progress) holds are skipped, to be seen at the next run.
 */
async function cancelBatch(tx: Tx, placedBefore: Date, hours: number): Promise<number> {
  const due = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      buyerUserId: orders.buyerUserId,
      parentOrderId: orders.parentOrderId,
    })
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
    await takeOrderStep(tx, { orderId: order.id, event: 'autoCancel', actor: canceller });
    await notify(tx, {
      to: { userId: order.buyerUserId },
      kind: MessageKind.order,
      title: numberedTitle(bilingual('订单超时未支付已取消', 'Unpaid order cancelled'), order.orderNo),
      body: bilingual(
        `订单 ${order.orderNo} 提交后 ${hours} 小时内未完成支付，已自动取消，库存已释放。`,
        `Order ${order.orderNo} was not paid within ${hours} hours of placing it, so it was cancelled and its stock released.`,
      ),
      link: `/placeAnOrderResults?parentOrderId=${order.parentOrderId}`,
    });
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
      const cancelled = await db.transaction((tx) => cancelBatch(tx, placedBefore, hours));
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
