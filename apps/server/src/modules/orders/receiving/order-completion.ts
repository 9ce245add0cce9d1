import { OrderStatus, orderMachine } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import { now } from '../../../config';
import type { Tx } from '../../../db/client';
import type { StepTaker } from '../../../platform/actor';
import { transition } from '../../../platform/transition';
import { notifyOrderParties } from '../order-notices';
import { orderLines, orders } from '../tables';

type OrderState = keyof (typeof orderMachine)['states'];

async function everyPieceAccepted(tx: Tx, orderId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.acceptedNum} < ${orderLines.num}`))
    .limit(1);
  return !open;
}

/**
 * Completes a delivered order (locked by the caller) once every ordered piece is accepted: the buyer's or a
 * receiver's `complete`, or the system's `autoReceive`, through the order machine (its guard checks again),
 * and tells both parties. The order was found with the receiving scope (an organisation's receiver may not
 * see it through visibleOrders), hence transition() here rather than takeOrderStep. Returns the status.
 */
export async function completeIfAllAccepted(
  tx: Tx,
  order: { id: number; status: string },
  actor: StepTaker,
  event: 'complete' | 'autoReceive',
): Promise<string> {
  if (order.status !== OrderStatus.delivered || !(await everyPieceAccepted(tx, order.id)))
    return order.status;
  const at = now();
  const to = await transition(tx, orderMachine, {
    targetId: order.id,
    from: order.status as OrderState,
    event,
    actor,
    apply: async (next) => {
      const changed = await tx
        .update(orders)
        .set({ status: next, completedAt: at, updatedAt: at, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
        .returning({ id: orders.id });
      return changed.length;
    },
  });
  await notifyOrderParties(tx, {
    orderId: order.id,
    to: ['buyer', 'supplier'],
    key: 'receiving.notice.completed',
  });
  return to;
}
