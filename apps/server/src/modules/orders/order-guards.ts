import { ErrorCode, ORDER_PERMISSION, PayStatus, PayType } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { StepTaker } from '../../platform/actor';
import { BusinessError, forbiddenError } from '../../platform/errors';
import type { Guard } from '../../platform/module';
import { orderLines, orders, shipments } from './tables';

const orderColumns = {
  id: orders.id,
  buyerUserId: orders.buyerUserId,
  orgId: orders.orgId,
  payMethod: orders.payMethod,
  payStatus: orders.payStatus,
};

async function orderOf(tx: Tx, orderId: number) {
  const [order] = await tx.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new BusinessError(ErrorCode.notFound, 'order.notFound');
  return order;
}

async function orderOfShipment(tx: Tx, shipmentId: number) {
  const [order] = await tx
    .select(orderColumns)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  if (!order) throw new BusinessError(ErrorCode.notFound, 'shipment.notFound');
  return order;
}

/** The buyer, or a user of the buyer's organisation who receives for it (access code arrivalForOrg). */
export function isReceiver(actor: StepTaker, order: { buyerUserId: number; orgId: number | null }): boolean {
  if (actor.kind !== 'purchaser') return false;
  if (order.buyerUserId === actor.userId) return true;
  return (
    order.orgId !== null &&
    order.orgId === actor.orgId &&
    actor.menuCodes.includes(ORDER_PERMISSION.acceptance)
  );
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
  /** An online-payment order reaches the supplier only once paid. */
  throwIfAwaitingPayment: async (tx, { targetId }) => {
    const order = await orderOf(tx, targetId);
    if (order.payMethod === PayType.online && order.payStatus === PayStatus.unpaid)
      throw new BusinessError(ErrorCode.business, 'order.awaitingPayment');
  },
  /** An order completes only when every ordered piece is on an accepted shipment. */
  throwIfNotAllAccepted: async (tx, { targetId }) => {
    const [open] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, targetId), sql`${orderLines.acceptedNum} < ${orderLines.num}`))
      .limit(1);
    if (open) throw new BusinessError(ErrorCode.business, 'order.notAllAccepted');
  },
  /** Arrival and acceptance of a shipment: its order's buyer or the organisation's receiving people. */
  throwIfNotReceiver: async (tx, { targetId, actor }) => {
    const order = await orderOfShipment(tx, targetId);
    if (actor.kind === 'system') return;
    if (!isReceiver(actor, order)) throw forbiddenError();
  },
  /** A paid order is never cancelled for want of payment. */
  throwIfPaid: async (tx, { targetId }) => {
    const order = await orderOf(tx, targetId);
    if (order.payStatus !== PayStatus.unpaid)
      throw new BusinessError(ErrorCode.business, 'order.alreadyPaid');
  },
};
