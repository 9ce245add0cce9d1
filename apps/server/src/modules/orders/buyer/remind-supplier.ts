import { ErrorCode, OrderStatus, orderMachine } from '@procuremart/contract';
import { and, eq, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { statusHistory } from '../../../platform/audit/tables';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { readParam } from '../../config';
import { awaitingOnlinePayment, visibleOrders } from '../order-access';
import { notifyOrderParties } from '../order-notices';
import { orderNotFoundError } from '../order-step';
import { orders } from '../tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When the order reached the supplier: placed, approved or paid, whichever came last. */
const approvedAt = sql<Date | null>`(select max(${statusHistory.createdAt}) from ${statusHistory}
  where ${statusHistory.machine} = ${orderMachine.name} and ${statusHistory.targetId} = ${orders.id}
  and ${statusHistory.event} = 'approve')`;

/**
 * The buyer reminds the supplier of an order awaiting its confirmation for more than
 * `order.remindAfterHours`; at most once in 24 hours (a conditional update of remindedAt).
 */
export async function remindSupplier(tx: Tx, actor: Actor, orderId: number): Promise<{ remindedAt: Date }> {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      approvedAt,
      unpaidOnline: sql<boolean>`${awaitingOnlinePayment}`,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerUserId, actor.userId), visibleOrders(actor)));
  if (!order) throw orderNotFoundError();
  if (order.status !== OrderStatus.awaitingConfirmation || order.unpaidOnline)
    throw new BusinessError(ErrorCode.business, 'order.remindNotAllowed');
  const reached = Math.max(
    ...[order.createdAt, order.paidAt, order.approvedAt].map((at) => (at ? new Date(at).getTime() : 0)),
  );
  const hours = await readParam(tx, 'order.remindAfterHours');
  const at = now();
  if (at.getTime() < reached + hours * HOUR)
    throw new BusinessError(ErrorCode.business, 'order.remindTooEarly', { hours });
  const reminded = await tx
    .update(orders)
    .set({ remindedAt: at })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, OrderStatus.awaitingConfirmation),
        not(awaitingOnlinePayment),
        or(isNull(orders.remindedAt), lte(orders.remindedAt, new Date(at.getTime() - DAY))),
      ),
    )
    .returning({ id: orders.id });
  if (reminded.length === 0) throw new BusinessError(ErrorCode.business, 'order.remindedToday');
  await notifyOrderParties(tx, { orderId: order.id, to: ['supplier'], key: 'order.notice.remind' });
  return { remindedAt: at };
}
