import {
  bilingual,
  type CancelApplicationEventPayload,
  type CheckoutPlacedPayload,
  MessageKind,
  type OrderEventPayload,
  orderEvents,
  orderNoticeLinks,
  type PaymentEventPayload,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscribe } from '../../platform/steps/domain-events';
import { readParam } from '../config';
import { notify } from '../messages';
import { hasReachedSupplier } from './order-access';
import {
  bilingualText,
  notifyOrderParties,
  notifySuppliersOfNewOrders,
  numberedTitle,
} from './order-notices';
import { payments } from './payment/tables';
import { orders, parentOrders } from './tables';

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

/** The buyer of a checkout just placed: its number, how many orders it was split into and the payable. */
async function tellBuyerOfCheckout(tx: Tx, checkout: CheckoutPlacedPayload) {
  const params = {
    no: checkout.parentOrderNo,
    count: String(checkout.orderCount),
    amount: checkout.payable,
  };
  await notify(tx, {
    to: { userId: checkout.buyerUserId },
    kind: MessageKind.order,
    title: numberedTitle(bilingualText('checkout.placedTitle'), checkout.parentOrderNo),
    body: bilingualText('checkout.placedBody', params),
    link: `/placeAnOrderResults?parentOrderId=${checkout.parentOrderId}`,
  });
}

/** A supplier's answer to a cancellation application, told to the buyer with the supplier's remark. */
const tellBuyerOfCancelAnswer =
  (key: 'sales.notice.cancelAgreed' | 'sales.notice.cancelRefused') =>
  (tx: Tx, { orderId, remark }: CancelApplicationEventPayload) =>
    notifyOrderParties(tx, { orderId, to: ['buyer'], key, params: { remark } });

/** The buyer of an online order the system cancelled unpaid: stock released, with the limit it passed. */
async function tellBuyerOfUnpaidCancel(tx: Tx, { orderId }: OrderEventPayload) {
  const [order] = await tx
    .select({ buyerUserId: orders.buyerUserId, orderNo: orders.orderNo, parentOrderId: orders.parentOrderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const hours = await readParam(tx, 'order.unpaidCancelHours');
  await notify(tx, {
    to: { userId: order.buyerUserId },
    kind: MessageKind.order,
    title: numberedTitle(bilingual('订单超时未支付已取消', 'Unpaid order cancelled'), order.orderNo),
    body: bilingual(
      `订单 ${order.orderNo} 提交后 ${hours} 小时内未完成支付，已自动取消，库存已释放。`,
      `Order ${order.orderNo} was not paid within ${hours} hours of placing it, so it was cancelled and its stock released.`,
    ),
    link: `/placeAnOrderResults?parentOrderId=${order.parentOrderId}`,
  });
}

/** The buyer of a payment that went through: the checkout's number, the amount and the transaction number. */
async function tellBuyerOfPayment(tx: Tx, { paymentId }: PaymentEventPayload) {
  const [row] = await tx
    .select({ payment: payments, parentOrderNo: parentOrders.parentOrderNo })
    .from(payments)
    .innerJoin(parentOrders, eq(parentOrders.id, payments.parentOrderId))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const { payment, parentOrderNo } = row;
  await notify(tx, {
    to: { userId: payment.buyerUserId },
    kind: MessageKind.order,
    title: numberedTitle(bilingual('订单支付成功', 'Order paid'), parentOrderNo),
    body: bilingual(
      `订单 ${parentOrderNo} 已在线支付 ¥${payment.amount}，交易流水号 ${payment.payNo}。`,
      `Order ${parentOrderNo} was paid online: ¥${payment.amount}, transaction number ${payment.payNo}.`,
    ),
    link: `/placeAnOrderResults?parentOrderId=${payment.parentOrderId}`,
  });
}

/**
 * The order's parties hear of its steps through the order events, in the step's transaction: a supplier of
 * an order that reached it (placed, approved, or paid online), the buyer of the checkout it placed, the buyer
 * of the approver's and the supplier's decisions, both parties of an operator's closing and of completion,
 * the buyer of an automatic cancellation of an unpaid order (after its stock was released), the supplier of
 * a buyer's cancel or cancellation application and the buyer of the supplier's answer, the buyer of a
 * payment that went through.
 */
export const orderNoticeSubscribers = [
  subscribe(orderEvents.placed, 'orders.notifyPlacedOrder', (tx, { orderId }) =>
    notifySuppliersOfNewOrders(tx, [orderId]),
  ),
  subscribe(orderEvents.checkoutPlaced, 'orders.notifyCheckoutPlaced', tellBuyerOfCheckout),
  subscribe(orderEvents.approved, 'orders.notifyApproved', async (tx, payload) => {
    await notifySuppliersOfNewOrders(tx, [payload.orderId]);
    await tellBuyerOfDecision(tx, payload, 'approved');
  }),
  subscribe(orderEvents.paid, 'orders.notifySupplierOfPaidOrder', (tx, { orderId }) =>
    notifySuppliersOfNewOrders(tx, [orderId]),
  ),
  subscribe(orderEvents.paymentSucceeded, 'orders.notifyPaymentSucceeded', tellBuyerOfPayment),
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
  subscribe(orderEvents.cancelled, 'orders.notifyUnpaidCancelled', async (tx, payload) => {
    if (payload.step === 'autoCancel') await tellBuyerOfUnpaidCancel(tx, payload);
  }),
  // The buyer's own cancel before confirmation: a supplier the order had reached stops preparing it.
  subscribe(orderEvents.cancelled, 'orders.notifyBuyerCancelled', async (tx, { orderId, step, remark }) => {
    if (step === 'cancel' && (await hasReachedSupplier(tx, orderId)))
      await notifyOrderParties(tx, {
        orderId,
        to: ['supplier'],
        key: 'sales.notice.buyerCancelled',
        params: { reason: remark },
      });
  }),
  subscribe(orderEvents.cancelApplied, 'orders.notifyCancelApplied', (tx, { orderId, remark }) =>
    notifyOrderParties(tx, {
      orderId,
      to: ['supplier'],
      key: 'order.notice.cancelApplied',
      params: { reason: remark },
    }),
  ),
  subscribe(
    orderEvents.cancelApplicationAgreed,
    'orders.notifyCancelAgreed',
    tellBuyerOfCancelAnswer('sales.notice.cancelAgreed'),
  ),
  subscribe(
    orderEvents.cancelApplicationRefused,
    'orders.notifyCancelRefused',
    tellBuyerOfCancelAnswer('sales.notice.cancelRefused'),
  ),
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
