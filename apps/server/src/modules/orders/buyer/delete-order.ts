import { ErrorCode, OrderStatus } from '@procuremart/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { orderNotFoundError } from '../order-step';
import { orders } from '../tables';

const DELETABLE = [OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed];

/**
 * The buyer removes one of its own cancelled, refused or closed orders from its list (a soft delete: the
 * supplier, operators and the organisation's query still see the order).
 */
export async function deleteOwnOrder(tx: Tx, actor: Actor, orderId: number): Promise<void> {
  const own = and(
    eq(orders.id, orderId),
    eq(orders.buyerUserId, actor.userId),
    isNull(orders.buyerDeletedAt),
  );
  const deleted = await tx
    .update(orders)
    .set({ buyerDeletedAt: now() })
    .where(and(own, inArray(orders.status, DELETABLE)))
    .returning({ id: orders.id });
  if (deleted.length > 0) return;
  const [order] = await tx.select({ id: orders.id }).from(orders).where(own);
  if (!order) throw orderNotFoundError();
  throw new BusinessError(ErrorCode.business, 'order.deleteNotAllowed');
}
