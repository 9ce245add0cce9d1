import { z } from 'zod';
import { OrderStatus, PayStatus, PayType } from './dictionaries';
import { idSchema } from './lists';
import { moneyOutputSchema } from './money-schema';

/** Cancelled, refused or closed: nothing more happens to the order. */
export const CLOSED_ORDER_STATUSES: readonly string[] = [
  OrderStatus.cancelled,
  OrderStatus.refused,
  OrderStatus.closed,
];

/**
 * The cashier takes an order's payment once it is past approval and before the supplier confirms it, while
 * it is unpaid. Before approval nothing is payable (the approver may still reject it): payment opens after.
 */
export const isPayableOrder = (order: { orderStatus: string; payStatus: string }): boolean =>
  order.orderStatus === OrderStatus.awaitingConfirmation && order.payStatus === PayStatus.unpaid;

/** Waits for the buyer to pay it at the cashier (online, or by bank transfer): the "pay" action of every order list. */
export const awaitsBuyerPayment = (order: {
  orderStatus: string;
  payStatus: string;
  payMethod: string;
}): boolean => order.payMethod !== PayType.monthly && isPayableOrder(order);

/**
 * Bank transfer, approved (when it had to be), not paid and still open: the buyer is shown where to transfer
 * the amount (before approval nobody should transfer money for an order that may still be rejected).
 */
export const awaitsBankTransfer = (order: { orderStatus: string; payStatus: string; payMethod: string }) =>
  order.payMethod === PayType.offline &&
  order.payStatus === PayStatus.unpaid &&
  order.orderStatus !== OrderStatus.awaitingApproval &&
  !CLOSED_ORDER_STATUSES.includes(order.orderStatus);

/** Where buyers transfer to when paying offline (platform parameters order.transfer*). */
export const bankTransferSchema = z.object({ payee: z.string(), bankName: z.string(), account: z.string() });
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/**
 * A supplier order as every order list shows it (buyer's orders, approval list, later the supplier's and the
 * operator's lists): one shape, so one set of columns and one detail link serve them all.
 */
export const orderRowSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  parentOrderId: idSchema,
  parentOrderNo: z.string(),
  /** OrderStatus code (dictionary ORDER_STATUS). */
  orderStatus: z.string(),
  /** PayType code (dictionary PAY_TYPE). */
  payMethod: z.string(),
  /** PayStatus code (dictionary PAY_STATUS). */
  payStatus: z.string(),
  /** OrderChannel code (dictionary ORDER_CHANNEL). */
  channel: z.string(),
  goodsAmount: moneyOutputSchema,
  freight: moneyOutputSchema,
  amount: moneyOutputSchema,
  supplierId: idSchema,
  supplierName: z.string(),
  supplierNameEn: z.string(),
  shopName: z.string(),
  shopNameEn: z.string(),
  buyerName: z.string(),
  orgName: z.string(),
  /** The buyer organisation's English name ('' when it has none: show orgName). */
  orgNameEn: z.string(),
  /** Kinds of goods and pieces in the order. */
  lineCount: z.number().int(),
  pieces: z.number().int(),
  /**
   * Pieces still to be delivered (never shipped, rejected, or registered as not arrived), and pieces on
   * their way or arrived awaiting acceptance: a delivered order with pieces to ship is partly shipped.
   */
  piecesToShip: z.number().int(),
  piecesToAccept: z.number().int(),
  /** The first line's picture, for a thumbnail. */
  picture: z.string(),
  createdAt: z.string(),
  /** A cancellation application of the order awaits the supplier (no second one may be made). */
  cancelApplicationPending: z.boolean(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/**
 * A delivered order (03) some of whose pieces are still to be shipped: the lists label it "partly shipped"
 * (a label derived from its shipments, not a status of its own).
 */
export const isPartlyShipped = (row: Pick<OrderRow, 'orderStatus' | 'piecesToShip'>): boolean =>
  row.orderStatus === OrderStatus.delivered && row.piecesToShip > 0;

/** An ordered line: the snapshot taken at submission. */
export const orderLineSchema = z.object({
  orderLineId: idSchema,
  skuId: idSchema,
  skuName: z.string(),
  /** The English name ('' when the supplier gave none: show skuName). */
  skuNameEn: z.string(),
  supplierSkuCode: z.string(),
  model: z.string(),
  /** A UNIT dictionary code (text saved before codes is shown as it is). */
  unit: z.string(),
  brandName: z.string(),
  /** The brand's English name ('' when it has none: show brandName). */
  brandNameEn: z.string(),
  picture: z.string(),
  unitPrice: moneyOutputSchema,
  /** Percent, e.g. '13.00'. */
  taxRate: z.string(),
  num: z.number().int(),
  amount: moneyOutputSchema,
  /** Pieces on shipments not rejected, and pieces accepted. */
  shippedNum: z.number().int(),
  acceptedNum: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The pieces of one order line on a shipment. */
export const shipmentLineSchema = z.object({
  orderLineId: idSchema,
  skuName: z.string(),
  skuNameEn: z.string(),
  model: z.string(),
  unit: z.string(),
  num: z.number().int(),
  arrivedNum: z.number().int(),
});
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

/** One delivery of a supplier order, as the order detail and the shipment lists show it. */
export const shipmentSchema = z.object({
  shipmentId: idSchema,
  shipmentNo: z.string(),
  orderId: idSchema,
  /** ShipmentStatus code (dictionary SHIPMENT_STATUS). */
  status: z.string(),
  carrier: z.string(),
  waybillNo: z.string(),
  delivererName: z.string(),
  delivererMobile: z.string(),
  remark: z.string(),
  rejectReason: z.string(),
  autoAccepted: z.boolean(),
  createdAt: z.string(),
  arrivedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  lines: z.array(shipmentLineSchema),
  /** The shipment machine's events this user may take now. */
  actions: z.array(z.string()),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** A buyer's application to cancel a confirmed order. */
export const cancelApplicationSchema = z.object({
  applicationId: idSchema,
  orderId: idSchema,
  orderNo: z.string(),
  /** CancelApplicationStatus code (dictionary CANCEL_APPLY_STATUS). */
  status: z.string(),
  reason: z.string(),
  remark: z.string(),
  applicantName: z.string(),
  decidedByName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The cancelApplication machine's events this user may take now. */
  actions: z.array(z.string()),
});
export type CancelApplication = z.infer<typeof cancelApplicationSchema>;
