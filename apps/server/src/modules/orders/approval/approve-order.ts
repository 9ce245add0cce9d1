import { BusinessKind, ErrorCode, OrderStatus } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { decideTask, openTaskOf } from '../../process';
import { visibleOrders } from '../order-access';
import { orderNotFoundError } from '../order-step';
import { orders } from '../tables';

/**
 * The order facade over the approval engine: the approver decides its open task of the order's approval; when
 * that ends the approval, the engine's `approval.finished` moves the order (to the supplier, or refused with its
 * stock back: approval-subscribers.ts). An order the approver may not see does not exist; a decided one answers
 * E409 as before; one's own order is refused by name.
 */
export async function decideOrder(
  tx: Tx,
  actor: Actor,
  input: { orderId: number; approved: boolean; remark: string },
): Promise<string> {
  const where = and(eq(orders.id, input.orderId), visibleOrders(actor));
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) throw orderNotFoundError();
  if (order.status !== OrderStatus.awaitingApproval)
    throw new BusinessError(ErrorCode.conflict, 'error.transitionNotAllowed');
  if (order.buyerUserId === actor.userId)
    throw new BusinessError(ErrorCode.business, 'order.ownOrderApproval');
  const taskId = await openTaskOf(tx, BusinessKind.orderApproval, order.id, actor.userId);
  if (taskId === null) throw new BusinessError(ErrorCode.notFound, 'approval.taskNotFound');
  await decideTask(tx, actor, { taskId, approved: input.approved, remark: input.remark });
  const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return after!.status;
}
