import {
  awaitsBankTransfer,
  awaitsBuyerPayment,
  buyerRequestsOf,
  CancelApplicationStatus,
  ORDER_PERMISSION,
  type OrderDetail,
  orderDetailSchema,
  orderMachine,
  type StatusHistory,
  toChineseAmount,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { rowReader } from '../../platform/row-reader';
import { allowedEvents } from '../../platform/steps/allowed-events';
import { statusHistoryOf } from '../../platform/steps/status-history';
import { users } from '../identity/shared-tables';
import { visibleOrders } from './order-access';
import { loadCancelApplications } from './order-cancel-applications';
import { loadOrderLines } from './order-lines';
import { orderRowsFrom, toOrderRow } from './order-rows';
import { loadShipments } from './order-shipments';
import { orderNotFoundError, orderSteps } from './order-step';
import { bankTransferDetails } from './payment/pay-methods';
import { orderRefunds, orders, parentOrders } from './tables';

/** The order machine's history of one order, newest first, with the (real) names of who took each step. */
function loadOrderHistory(db: Db, orderId: number): Promise<StatusHistory[]> {
  return statusHistoryOf(db, orderMachine, orderId, { id: users.id, name: users.userName });
}

/** The order machine's steps its detail page offers (completion follows acceptance on its own page). */
const DETAIL_EVENTS: readonly string[] = [
  'approve',
  'reject',
  'cancel',
  'supplierConfirm',
  'supplierRefuse',
  'deliver',
  'close',
];

/**
 * What the actor may do now: the order machine's steps the detail offers that the actor may take by the
 * machine's own table and guards (allowedEvents: the rules a step would refuse with, so no button only
 * fails), delivery only while pieces are left to ship, plus the buyer's requests beside the machine: 'pay'
 * (at the cashier, past approval and unpaid; awaitsBuyerPayment) and those of buyerRequestsOf (apply to
 * cancel, remind, delete).
 */
async function actionsFor(
  db: Db,
  actor: Actor,
  order: typeof orders.$inferSelect,
  facts: { pendingApplication: boolean; toShip: boolean; allAccepted: boolean },
) {
  const own = actor.kind === 'purchaser' && order.buyerUserId === actor.userId;
  const allowed = await allowedEvents(db, orderSteps, order, actor, { allAccepted: facts.allAccepted });
  const events: string[] = allowed.filter(
    (event) => DETAIL_EVENTS.includes(event) && (event !== 'deliver' || facts.toShip),
  );
  if (own && awaitsBuyerPayment({ ...order, orderStatus: order.status })) events.push('pay');
  if (own && actor.menuCodes.includes(ORDER_PERMISSION.myOrders))
    events.push(
      ...buyerRequestsOf({
        orderStatus: order.status,
        payMethod: order.payMethod,
        payStatus: order.payStatus,
        cancelApplicationPending: facts.pendingApplication,
        deletedByBuyer: order.buyerDeletedAt !== null,
      }),
    );
  return events;
}

/** What the detail shows beside the order's row: its own columns, its checkout's snapshots, capital amount. */
const detailRow = rowReader(
  orderDetailSchema.pick({
    capitalAmount: true,
    invoiceType: true,
    invoiceTitle: true,
    invoiceCreditCode: true,
    receiverName: true,
    receiverMobile: true,
    receiverPhone: true,
    receiverAddress: true,
    remark: true,
    deliveryDaysMin: true,
    deliveryDaysMax: true,
    closeReason: true,
    needsApproval: true,
    paidAt: true,
    closedAt: true,
    confirmedAt: true,
    deliveredAt: true,
    completedAt: true,
  }),
  orders,
  {
    capitalAmount: orders.amount,
    invoiceType: parentOrders.invoiceType,
    invoiceTitle: parentOrders.invoiceTitle,
    invoiceCreditCode: parentOrders.invoiceCreditCode,
    receiverName: parentOrders.receiverName,
    receiverMobile: parentOrders.receiverMobile,
    receiverPhone: parentOrders.receiverPhone,
    receiverAddress: parentOrders.receiverAddress,
  },
  { capitalAmount: toChineseAmount },
);
const refundRow = rowReader(orderDetailSchema.shape.refund.unwrap(), orderRefunds);

/** One order the actor may see, with everything its detail page shows. */
export async function loadOrderDetail(db: Db, actor: Actor, orderId: number): Promise<OrderDetail> {
  const visible = and(eq(orders.id, orderId), visibleOrders(actor));
  const [row] = await orderRowsFrom(db).where(visible);
  const [extra] = await db
    .select({ order: orders, ...detailRow.columns })
    .from(orders)
    .innerJoin(parentOrders, eq(parentOrders.id, orders.parentOrderId))
    .where(visible);
  if (!row || !extra) throw orderNotFoundError();
  const { order } = extra;
  const lines = await loadOrderLines(db, orderId);
  const applications = await loadCancelApplications(db, actor, { orderId });
  const [refund] = await db
    .select(refundRow.columns)
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const transfer = awaitsBankTransfer({ ...order, orderStatus: order.status });
  return {
    ...toOrderRow(row),
    ...detailRow.toRow(extra),
    refund: refund ? refundRow.toRow(refund) : null,
    bankTransfer: transfer ? await bankTransferDetails(db) : null,
    lines,
    shipments: await loadShipments(db, actor, { orderId }),
    cancelApplications: applications,
    history: await loadOrderHistory(db, orderId),
    actions: await actionsFor(db, actor, order, {
      pendingApplication: applications.some((a) => a.status === CancelApplicationStatus.pending),
      toShip: lines.some((line) => line.shippedNum < line.num),
      allAccepted: lines.every((line) => line.acceptedNum >= line.num),
    }),
  };
}
