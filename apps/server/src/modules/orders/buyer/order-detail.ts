import {
  availableEvents,
  type OrderDetail,
  orderMachine,
  type StatusHistory,
  toChineseAmount,
} from '@procuremart/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { isoOrNull, isoText } from '../../../platform/ids';
import { statusHistory } from '../../audit/tables';
import { users } from '../../identity/tables';
import { visibleOrders } from '../order-access';
import { loadOrderLines } from '../order-lines';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orderNotFoundError } from '../order-step';
import { orders, parentOrders } from '../tables';

/** The order machine's history of one order, newest first, with the names of who took each step. */
async function loadOrderHistory(db: Db, orderId: number): Promise<StatusHistory[]> {
  const rows = await db
    .select({ history: statusHistory, userName: users.userName })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.userId))
    .where(and(eq(statusHistory.machine, orderMachine.name), eq(statusHistory.targetId, orderId)))
    .orderBy(desc(statusHistory.createdAt), desc(statusHistory.id));
  return rows.map(({ history, userName }) => ({
    fromStatus: history.fromStatus,
    toStatus: history.toStatus,
    event: history.event,
    username: userName,
    remark: history.remark,
    createdAt: isoText(history.createdAt),
  }));
}

/**
 * The steps the actor may take now: what the machine allows its kind and permissions from the status,
 * less what the steps' guards would refuse (throwIfNotBuyer, throwIfOwnOrder), so no button only fails.
 */
function actionsFor(actor: Actor, status: string, order: { buyerUserId: number; orgId: number | null }) {
  const own = order.buyerUserId === actor.userId;
  return availableEvents(orderMachine, status as keyof typeof orderMachine.states, {
    kind: actor.kind,
    permissions: actor.menuCodes,
  }).filter((event) => {
    if (event === 'cancel') return own;
    if (event === 'approve' || event === 'reject') return !own && order.orgId === actor.orgId;
    return false;
  });
}

/** One order the actor may see, with everything its detail page shows. */
export async function loadOrderDetail(db: Db, actor: Actor, orderId: number): Promise<OrderDetail> {
  const visible = and(eq(orders.id, orderId), visibleOrders(actor));
  const [row] = await orderRowsFrom(db).where(visible);
  const [extra] = await db
    .select({ order: orders, parent: parentOrders })
    .from(orders)
    .innerJoin(parentOrders, eq(parentOrders.id, orders.parentOrderId))
    .where(visible);
  if (!row || !extra) throw orderNotFoundError();
  const { order, parent } = extra;
  return {
    ...toOrderRow(row),
    capitalAmount: toChineseAmount(order.amount),
    invoiceType: parent.invoiceType,
    invoiceTitle: parent.invoiceTitle,
    invoiceCreditCode: parent.invoiceCreditCode,
    receiverName: parent.receiverName,
    receiverMobile: parent.receiverMobile,
    receiverPhone: parent.receiverPhone,
    receiverAddress: parent.receiverAddress,
    remark: order.remark,
    deliveryDaysMin: order.deliveryDaysMin,
    deliveryDaysMax: order.deliveryDaysMax,
    closeReason: order.closeReason,
    needsApproval: order.needsApproval,
    paidAt: isoOrNull(order.paidAt),
    closedAt: isoOrNull(order.closedAt),
    lines: await loadOrderLines(db, orderId),
    history: await loadOrderHistory(db, orderId),
    actions: actionsFor(actor, order.status, order),
  };
}
