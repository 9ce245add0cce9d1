import { defineEvent } from './domain-event';

/** What every order event carries: the supplier order (server id) and the remark or reason of its step. */
export interface OrderEventPayload {
  orderId: number;
  remark: string;
  /** The machine event that caused it (`reject` by the approver, `supplierRefuse` by the supplier, …). */
  step: string;
}

/** An order completed: beside the common payload, the pieces it sold of each SKU (its lines, summed by SKU). */
export interface OrderCompletedPayload extends OrderEventPayload {
  lines: { skuId: number; quantity: number }[];
}

/** One shipment of an order: sent by its supplier, accepted or rejected by its receiver (or by the system). */
export interface ShipmentEventPayload {
  orderId: number;
  shipmentId: number;
  /** The shipment machine's event (`accept`, `autoAccept`, `reject`), or `deliver` for a shipment sent. */
  step: string;
  /** A rejection's reason ('' otherwise). */
  remark: string;
}

/**
 * A buyer's checkout placed: the parent order over the supplier orders it was split into (each of them
 * publishes its own `order.placed` before it), with what the buyer is told of it.
 */
export interface CheckoutPlacedPayload {
  parentOrderId: number;
  parentOrderNo: string;
  orderCount: number;
  /** The checkout's payable amount, a decimal string. */
  payable: string;
  buyerUserId: number;
}

/** A buyer's application to cancel an order awaiting delivery, or its supplier's answer. */
export interface CancelApplicationEventPayload {
  orderId: number;
  applicationId: number;
  /** The buyer's reason (applied) or the supplier's remark (answered; '' when agreeing without one). */
  remark: string;
}

/** A buyer's payment attempt (over one checkout's orders). */
export interface PaymentEventPayload {
  paymentId: number;
}

/**
 * The order's domain events, published by the order, payment and shipment steps in the step's transaction.
 * Budgets, ledger postings, sales counts and messages subscribe to them instead of editing the order code.
 */
export const orderEvents = {
  placed: defineEvent<OrderEventPayload>('order.placed'),
  /** The whole checkout placed (after each of its orders' `placed`). */
  checkoutPlaced: defineEvent<CheckoutPlacedPayload>('order.checkoutPlaced'),
  approved: defineEvent<OrderEventPayload>('order.approved'),
  confirmed: defineEvent<OrderEventPayload>('order.confirmed'),
  paid: defineEvent<OrderEventPayload>('order.paid'),
  shipped: defineEvent<OrderEventPayload>('order.shipped'),
  /** A shipment sent (numbered, its pieces counted as shipped). */
  shipmentSent: defineEvent<ShipmentEventPayload>('order.shipmentSent'),
  accepted: defineEvent<ShipmentEventPayload>('order.shipmentAccepted'),
  /** A shipment rejected by its receiver: its pieces are to be sent again. */
  shipmentRejected: defineEvent<ShipmentEventPayload>('order.shipmentRejected'),
  completed: defineEvent<OrderCompletedPayload>('order.completed'),
  /** Cancelled by the buyer, by the system (unpaid) or on an agreed cancellation application. */
  cancelled: defineEvent<OrderEventPayload>('order.cancelled'),
  /** Refused by the approver or by the supplier. */
  refused: defineEvent<OrderEventPayload>('order.refused'),
  closed: defineEvent<OrderEventPayload>('order.closed'),
  refunded: defineEvent<OrderEventPayload>('order.refunded'),
  /** The buyer applied to cancel an order its supplier confirmed (the order goes on until the answer). */
  cancelApplied: defineEvent<CancelApplicationEventPayload>('order.cancelApplied'),
  /** The supplier agreed to a cancellation application (the order's `cancelled` follows). */
  cancelApplicationAgreed: defineEvent<CancelApplicationEventPayload>('order.cancelApplicationAgreed'),
  /** The supplier refused a cancellation application: the order goes on. */
  cancelApplicationRefused: defineEvent<CancelApplicationEventPayload>('order.cancelApplicationRefused'),
  /** A payment attempt went through: every order it covers is paid (after each order's `paid`). */
  paymentSucceeded: defineEvent<PaymentEventPayload>('order.paymentSucceeded'),
} as const;
