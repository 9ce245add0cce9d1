import { MessageKind, type OrderEventPayload, orderEvents, orderNoticeLinks } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscribe } from '../../platform/steps/domain-events';
import { notify } from '../messages';
import {
  bilingualText,
  notifyOrderParties,
  notifySuppliersOfNewOrders,
  numberedTitle,
} from './order-notices';
import { orders } from './tables';

/** The approver's decision, told to the buyer with a link to the order. */
async function tellBuyerOfDecision(
  tx: Tx,
  { orderId, remark }: OrderEventPayload,
  key: 'approved' | 'rejected',
) {
  const [order] = await tx
    .select({ buyerUserId: orders.buyerUserId, orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const params = { orderNo: order.orderNo, remark };
  await notify(tx, {
    to: { userId: order.buyerUserId },
    kind: MessageKind.order,
    title: numberedTitle(bilingualText(`order.notice.${key}Title`, params), order.orderNo),
    body: bilingualText(`order.notice.${key}Body`, params),
    link: orderNoticeLinks(orderId).buyer,
  });
}

/**
 * The order's parties hear of its steps through the order events, in the step's transaction: a supplier of
 * an order that reached it (placed, approved, or paid online), the buyer of the approver's and the supplier's
 * decisions, both parties of an operator's closing and of completion.
 */
export const orderNoticeSubscribers = [
  subscribe(orderEvents.placed, 'orders.notifyPlacedOrder', (tx, { orderId }) =>
    notifySuppliersOfNewOrders(tx, [orderId]),
  ),
  subscribe(orderEvents.approved, 'orders.notifyApproved', async (tx, payload) => {
    await notifySuppliersOfNewOrders(tx, [payload.orderId]);
    await tellBuyerOfDecision(tx, payload, 'approved');
  }),
  subscribe(orderEvents.paid, 'orders.notifySupplierOfPaidOrder', (tx, { orderId }) =>
    notifySuppliersOfNewOrders(tx, [orderId]),
  ),
  subscribe(orderEvents.confirmed, 'orders.notifyConfirmed', async (tx, { orderId }) => {
    await notifyOrderParties(tx, { orderId, to: ['buyer'], key: 'sales.notice.confirmed' });
  }),
  subscribe(orderEvents.refused, 'orders.notifyRefused', async (tx, payload) => {
    if (payload.step === 'reject') return tellBuyerOfDecision(tx, payload, 'rejected');
    await notifyOrderParties(tx, {
      orderId: payload.orderId,
      to: ['buyer'],
      key: 'sales.notice.refused',
      params: { reason: payload.remark },
    });
  }),
  subscribe(orderEvents.closed, 'orders.notifyClosed', async (tx, { orderId, remark }) => {
    await notifyOrderParties(tx, {
      orderId,
      to: ['buyer', 'supplier'],
      key: 'orderQuery.notice.closed',
      params: { reason: remark },
    });
  }),
  subscribe(orderEvents.completed, 'orders.notifyCompleted', async (tx, { orderId }) => {
    await notifyOrderParties(tx, { orderId, to: ['buyer', 'supplier'], key: 'receiving.notice.completed' });
  }),
];
