import { MessageKind, orderNoticeLinks } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { notify } from '../../messages';
import { bilingualText, notifySuppliersOfNewOrders, numberedTitle } from '../order-notices';
import { takeOrderStep } from '../order-step';
import { orders } from '../tables';

type NoticeKey = 'approved' | 'rejected';

/**
 * Approves an order awaiting approval (to the supplier) or rejects it (refused, stock back; the reason is
 * required by the machine), and tells the buyer with a link to the order.
 */
export async function decideOrder(
  tx: Tx,
  actor: Actor,
  input: { orderId: number; approved: boolean; remark: string },
): Promise<string> {
  const orderStatus = await takeOrderStep(tx, {
    orderId: input.orderId,
    event: input.approved ? 'approve' : 'reject',
    actor,
    remark: input.remark,
  });
  if (input.approved) await notifySuppliersOfNewOrders(tx, [input.orderId]);
  const [order] = await tx
    .select({ buyerUserId: orders.buyerUserId, orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (order) {
    const key: NoticeKey = input.approved ? 'approved' : 'rejected';
    const params = { orderNo: order.orderNo, remark: input.remark };
    await notify(tx, {
      to: { userId: order.buyerUserId },
      kind: MessageKind.order,
      title: numberedTitle(bilingualText(`order.notice.${key}Title`, params), order.orderNo),
      body: bilingualText(`order.notice.${key}Body`, params),
      link: orderNoticeLinks(input.orderId).buyer,
    });
  }
  return orderStatus;
}
