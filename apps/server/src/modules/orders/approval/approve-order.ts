import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { takeOrderStep } from '../order-step';

/**
 * Approves an order awaiting approval (to the supplier) or rejects it (refused, stock back; the reason is
 * required by the machine); the order's events tell the supplier and the buyer.
 */
export function decideOrder(
  tx: Tx,
  actor: Actor,
  input: { orderId: number; approved: boolean; remark: string },
): Promise<string> {
  return takeOrderStep(tx, {
    orderId: input.orderId,
    event: input.approved ? 'approve' : 'reject',
    actor,
    remark: input.remark,
  });
}
