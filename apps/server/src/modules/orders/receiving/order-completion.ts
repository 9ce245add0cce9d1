import { OrderStatus } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { StepTaker } from '../../../platform/actor';
import { takeOrderStep } from '../order-step';
import { orderLines } from '../tables';
import { reachableOrders } from './receiving-scope';

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
 * receiver's `complete`, or the system's `autoReceive`, through the order machine (its guard checks again);
 * order.completed tells both parties. The order was found with the receiving scope (an organisation's
 * receiver may not see it through visibleOrders), so the step takes that scope. Returns the status.
 */
export async function completeIfAllAccepted(
  tx: Tx,
  order: { id: number; status: string },
  actor: StepTaker,
  event: 'complete' | 'autoReceive',
): Promise<string> {
  if (order.status !== OrderStatus.delivered || !(await everyPieceAccepted(tx, order.id)))
    return order.status;
  return takeOrderStep(tx, { orderId: order.id, event, actor, scope: reachableOrders(actor) });
}
