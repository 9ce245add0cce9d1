import { PayStatus, paymentMachine } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import { now } from '../../config';
import type { Tx } from '../../db/client';
import { systemActor } from '../../platform/actor';
import { transition } from '../../platform/transition';
import { orderRefunds, orders } from './tables';

const refunder = systemActor('orderRefund');

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
  await transition(tx, paymentMachine, {
    targetId: orderId,
    from: PayStatus.paid,
    event: 'refund',
    actor: refunder,
    remark: reason,
    apply: async (to) => {
      const changed = await tx
        .update(orders)
        .set({ payStatus: to })
        .where(and(eq(orders.id, orderId), eq(orders.payStatus, PayStatus.paid)))
        .returning({ id: orders.id });
      return changed.length;
    },
  });
  await tx
    .insert(orderRefunds)
    .values({ orderId, amount: order.amount, reason: reason.slice(0, 200), createdAt: now() });
  return true;
}
