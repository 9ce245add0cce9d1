import { ErrorCode, PayStatus } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { BusinessError, forbiddenError } from '../../platform/errors';
import type { Guard } from '../../platform/module';
import { orders } from './tables';

async function orderOf(tx: Tx, orderId: number) {
  const [order] = await tx
    .select({ buyerUserId: orders.buyerUserId, orgId: orders.orgId, payStatus: orders.payStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new BusinessError(ErrorCode.notFound, 'order.notFound');
  return order;
}

/** The rules the order machine's steps name. */
export const orderGuards: Record<string, Guard> = {
  /** Approvers decide on their own organisation's orders, never on one they placed themselves. */
  throwIfOwnOrder: async (tx, { targetId, actor }) => {
    const order = await orderOf(tx, targetId);
    if (actor.kind !== 'purchaser' || order.orgId === null || order.orgId !== actor.orgId)
      throw forbiddenError();
    if (order.buyerUserId === actor.userId)
      throw new BusinessError(ErrorCode.business, 'order.ownOrderApproval');
  },
  /** Only the person who placed an order cancels it. */
  throwIfNotBuyer: async (tx, { targetId, actor }) => {
    const order = await orderOf(tx, targetId);
    if (order.buyerUserId !== actor.userId) throw new BusinessError(ErrorCode.business, 'order.onlyBuyer');
  },
  /** A paid order is never cancelled for want of payment. */
  throwIfPaid: async (tx, { targetId }) => {
    const order = await orderOf(tx, targetId);
    if (order.payStatus !== PayStatus.unpaid)
      throw new BusinessError(ErrorCode.business, 'order.alreadyPaid');
  },
};
