import { orderEvents, PayStatus, paymentMachine } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { systemActor } from '../../platform/actor';
import { now } from '../../platform/clock';
import { bindMachine } from '../../platform/steps/machine-binding';
import { takeSteps } from '../../platform/steps/take-steps';
import { orderNotFoundError } from './order-step';
import { orderRefunds, orders } from './tables';

const refunder = systemActor('orderRefund');

/**
 * An order's payment status steps through the payment machine on the order row: paying stamps the time
 * (`order.paid`), a refund publishes `order.refunded`.
 */
export const paymentSteps = bindMachine({
  machine: paymentMachine,
  table: orders,
  id: orders.id,
  status: orders.payStatus,
  version: orders.version,
  notFound: orderNotFoundError,
  stamp: ({ at, event }) => (event === 'pay' ? { paidAt: at, updatedAt: at } : { updatedAt: at }),
  events: ({ row, event, remark }) => {
    const payload = { orderId: row.id, remark, step: event };
    return [event === 'pay' ? orderEvents.paid.of(payload) : orderEvents.refunded.of(payload)];
  },
});

/**
 * Records the refund of a paid order that closes (cancelled, refused or closed after payment), in the
 * transaction that closes it: the payment machine's `refund` step (paid → refunded, with its history row)
 * and a refund row saying how much and why. The money itself moves through the gateway or finance. An
 * unpaid order needs none. Returns whether a refund was recorded.
 */
export async function recordRefund(tx: Tx, orderId: number, reason: string): Promise<boolean> {
  const [order] = await tx
    .select({ amount: orders.amount, payStatus: orders.payStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.payStatus !== PayStatus.paid) return false;
  await takeSteps(tx, paymentSteps, { ids: [orderId], event: 'refund', actor: refunder, remark: reason });
  await tx
    .insert(orderRefunds)
    .values({ orderId, amount: order.amount, reason: reason.slice(0, 200), createdAt: now() });
  return true;
}
