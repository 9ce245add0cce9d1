import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { takeOrderStep } from '../order-step';

/**
 * An operator closes an order that cannot go on (00, 01, 02 → 99, the machine checks): the order's events
 * give the unshipped stock back, refund a paid order and tell buyer and supplier why.
 */
export function closeOrderByOperator(
  tx: Tx,
  actor: Actor,
  input: { orderId: number; reason: string },
): Promise<string> {
  return takeOrderStep(tx, { orderId: input.orderId, event: 'close', actor, remark: input.reason });
}
