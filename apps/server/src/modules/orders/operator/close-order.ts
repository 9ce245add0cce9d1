import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { notifyOrderParties } from '../order-notices';
import { takeOrderStep } from '../order-step';

/**
 * An operator closes an order that cannot go on (00, 01, 02 → 99, the machine checks): takeOrderStep gives
 * the unshipped stock back and refunds a paid order; buyer and supplier are told why.
 */
export async function closeOrderByOperator(
  tx: Tx,
  actor: Actor,
  input: { orderId: number; reason: string },
): Promise<string> {
  const orderStatus = await takeOrderStep(tx, {
    orderId: input.orderId,
    event: 'close',
    actor,
    remark: input.reason,
  });
  await notifyOrderParties(tx, {
    orderId: input.orderId,
    to: ['buyer', 'supplier'],
    key: 'orderQuery.notice.closed',
    params: { reason: input.reason },
  });
  return orderStatus;
}
