import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { notifyOrderParties } from '../order-notices';
import { takeOrderStep } from '../order-step';

/** The supplier confirms an order awaiting its confirmation (02 next) and the buyer is told. */
export async function confirmOrder(tx: Tx, actor: Actor, orderId: number): Promise<string> {
  const orderStatus = await takeOrderStep(tx, { orderId, event: 'supplierConfirm', actor });
  await notifyOrderParties(tx, { orderId, to: ['buyer'], key: 'sales.notice.confirmed' });
  return orderStatus;
}

/**
 * The supplier refuses an order awaiting its confirmation (98): the machine requires the reason, the step
 * releases the stock and refunds a paid order; the buyer is told why.
 */
export async function refuseOrder(tx: Tx, actor: Actor, orderId: number, reason: string): Promise<string> {
  const orderStatus = await takeOrderStep(tx, { orderId, event: 'supplierRefuse', actor, remark: reason });
  await notifyOrderParties(tx, {
    orderId,
    to: ['buyer'],
    key: 'sales.notice.refused',
    params: { reason: reason.trim() },
  });
  return orderStatus;
}
