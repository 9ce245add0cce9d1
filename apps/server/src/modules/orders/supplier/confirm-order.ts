import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { takeOrderStep } from '../order-step';

/** The supplier confirms an order awaiting its confirmation (02 next); the buyer is told (order.confirmed). */
export function confirmOrder(tx: Tx, actor: Actor, orderId: number): Promise<string> {
  return takeOrderStep(tx, { orderId, event: 'supplierConfirm', actor });
}

/**
 * The supplier refuses an order awaiting its confirmation (98): the machine requires the reason; the order's
 * events give the stock back, refund a paid order and tell the buyer why.
 */
export function refuseOrder(tx: Tx, actor: Actor, orderId: number, reason: string): Promise<string> {
  return takeOrderStep(tx, { orderId, event: 'supplierRefuse', actor, remark: reason });
}
