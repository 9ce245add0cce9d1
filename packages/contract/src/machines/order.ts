import { defineAuditTarget } from '../audit';
import { OrderStatus, type OrderStatusCode, PayStatus, PayType } from '../dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/** Menu codes the order steps and lists need, one per page that acts on orders. */
export const ORDER_PERMISSION = {
  /** The buyer's own orders (list, detail, cancel, cancellation application, delete, remind). */
  myOrders: 'agrMyOrder',
  /** The approver's approval list. */
  approval: 'agrApprovalOrder',
  /** Every order of the buyer's organisation (read only). */
  orgOrders: 'agrSourceOrderQueryQy',
  /** The buyer's arrival registration and acceptance. */
  acceptance: 'agrArrivalAcceptance',
  /** An access code: registers arrivals and accepts goods of every order of the organisation. */
  orgReceiving: 'arrivalForOrg',
  /** The buyer's cancellation applications. */
  myCancelApplications: 'agrMyCancleApply',
  /** The supplier's orders (list, detail, delivery). */
  shopOrders: 'myShopOrder',
  /** The supplier's queue of orders to confirm or refuse. */
  shopPending: 'shopPendingOrder',
  /** The supplier's answers to cancellation applications. */
  cancelApplications: 'applicationFormConfirm',
  /** The supplier's shipments and their arrival. */
  arrivalRegistration: 'arrivalRegistration',
  /** The operators' integrated order query (and closing an order). */
  operatorQuery: 'agrSynthesOrderList',
} as const;

/** Kept for the ordering issue's code: the buyer's list and the approver's list. */
export const ORDER_LIST_PERMISSION = ORDER_PERMISSION.myOrders;
export const ORDER_APPROVAL_PERMISSION = ORDER_PERMISSION.approval;

const buyerCancel = {
  to: OrderStatus.cancelled,
  who: ['purchaser'],
  permission: ORDER_PERMISSION.myOrders,
  guard: 'throwIfNotBuyer',
  remark: 'required',
} as const;
const operatorClose = {
  event: 'close',
  to: OrderStatus.closed,
  who: ['operator'],
  permission: ORDER_PERMISSION.operatorQuery,
  remark: 'required',
} as const;
const delivery = {
  event: 'deliver',
  to: OrderStatus.delivered,
  who: ['supplier'],
  permission: ORDER_PERMISSION.shopOrders,
} as const;

/**
 * A supplier order from placement to completion. Orders above the organisation's approval threshold start
 * awaiting approval (00), the others awaiting the supplier (01). An online-payment order stays invisible to
 * the supplier until paid (payment status, see PayStatus); an unpaid one is cancelled by the system after
 * `order.unpaidCancelHours`. The supplier confirms (02) or refuses (98); each shipment takes `deliver`
 * (03 from the first one on); when every ordered piece is accepted the order completes (07), by the buyer's
 * acceptance or by the system after `order.autoReceiveDays`. After confirmation the buyer cancels only
 * through an application the supplier agrees to (`cancelAgreed`, 08). Operators close an order that cannot
 * go on (99). Cancelled, refused and closed orders give their stock back.
 */
export const orderMachine = defineMachine({
  name: 'order',
  audit: {
    target: defineAuditTarget('order', bilingual('订单', 'Order')),
    events: {
      approve: bilingual('审批通过', 'Approve order'),
      reject: bilingual('审批驳回', 'Reject order'),
      cancel: bilingual('取消订单', 'Cancel order'),
      autoCancel: bilingual('超时未付自动取消', 'Cancel unpaid order automatically'),
      supplierConfirm: bilingual('供应商确认订单', 'Supplier confirms order'),
      supplierRefuse: bilingual('供应商拒绝订单', 'Supplier refuses order'),
      cancelAgreed: bilingual('同意取消后取消订单', 'Cancel order on agreed application'),
      deliver: bilingual('发货', 'Deliver'),
      complete: bilingual('确认收货', 'Confirm receipt'),
      autoReceive: bilingual('自动确认收货', 'Confirm receipt automatically'),
      close: bilingual('关闭订单', 'Close order'),
    },
    states: {
      [OrderStatus.awaitingApproval]: bilingual('待审批', 'Awaiting approval'),
      [OrderStatus.awaitingConfirmation]: bilingual('待确认', 'Awaiting confirmation'),
      [OrderStatus.awaitingDelivery]: bilingual('待发货', 'Awaiting delivery'),
      [OrderStatus.delivered]: bilingual('已发货', 'Delivered'),
      [OrderStatus.completed]: bilingual('已完成', 'Completed'),
      [OrderStatus.cancelled]: bilingual('已取消', 'Cancelled'),
      [OrderStatus.refused]: bilingual('已拒绝', 'Refused'),
      [OrderStatus.closed]: bilingual('已关闭', 'Closed'),
    },
  },
  states: {
    [OrderStatus.awaitingApproval]: 'status.order.00',
    [OrderStatus.awaitingConfirmation]: 'status.order.01',
    [OrderStatus.awaitingDelivery]: 'status.order.02',
    [OrderStatus.delivered]: 'status.order.03',
    [OrderStatus.completed]: 'status.order.07',
    [OrderStatus.cancelled]: 'status.order.08',
    [OrderStatus.refused]: 'status.order.98',
    [OrderStatus.closed]: 'status.order.99',
  } as Record<OrderStatusCode, string>,
  initial: [OrderStatus.awaitingApproval, OrderStatus.awaitingConfirmation],
  final: [OrderStatus.completed, OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed],
  transitions: [
    {
      from: OrderStatus.awaitingApproval,
      event: 'approve',
      to: OrderStatus.awaitingConfirmation,
      // The approval engine's end (approval.finished) moves the order, whoever decided the last task.
      who: ['purchaser', 'system'],
      permission: ORDER_PERMISSION.approval,
      guard: 'throwIfOwnOrder',
      remark: 'optional',
    },
    {
      from: OrderStatus.awaitingApproval,
      event: 'reject',
      to: OrderStatus.refused,
      who: ['purchaser', 'system'],
      permission: ORDER_PERMISSION.approval,
      guard: 'throwIfOwnOrder',
      remark: 'required',
    },
    { from: OrderStatus.awaitingApproval, event: 'cancel', ...buyerCancel },
    { from: OrderStatus.awaitingConfirmation, event: 'cancel', ...buyerCancel },
    {
      from: OrderStatus.awaitingConfirmation,
      event: 'autoCancel',
      to: OrderStatus.cancelled,
      who: ['system'],
      guard: 'throwIfPaid',
    },
    {
      from: OrderStatus.awaitingConfirmation,
      event: 'supplierConfirm',
      to: OrderStatus.awaitingDelivery,
      who: ['supplier'],
      permission: ORDER_PERMISSION.shopPending,
      guard: 'throwIfAwaitingPayment',
    },
    {
      from: OrderStatus.awaitingConfirmation,
      event: 'supplierRefuse',
      to: OrderStatus.refused,
      who: ['supplier'],
      permission: ORDER_PERMISSION.shopPending,
      guard: 'throwIfAwaitingPayment',
      remark: 'required',
    },
    { from: OrderStatus.awaitingDelivery, ...delivery },
    { from: OrderStatus.delivered, ...delivery },
    {
      from: OrderStatus.awaitingDelivery,
      event: 'cancelAgreed',
      to: OrderStatus.cancelled,
      who: ['supplier'],
      permission: ORDER_PERMISSION.cancelApplications,
      remark: 'optional',
    },
    {
      from: OrderStatus.delivered,
      event: 'complete',
      to: OrderStatus.completed,
      who: ['purchaser'],
      permission: ORDER_PERMISSION.acceptance,
      guard: 'throwIfNotAllAccepted',
    },
    {
      from: OrderStatus.delivered,
      event: 'autoReceive',
      to: OrderStatus.completed,
      who: ['system'],
    },
    { from: OrderStatus.awaitingApproval, ...operatorClose },
    { from: OrderStatus.awaitingConfirmation, ...operatorClose },
    { from: OrderStatus.awaitingDelivery, ...operatorClose },
  ],
});

/** The buyer's requests beside the machine (each a call of its own, see `buyerRequestsOf`). */
export type BuyerRequest = 'applyCancel' | 'remind' | 'delete';

/** What the buyer's requests depend on: an order's row tells all of it. */
export interface BuyerRequestFacts {
  orderStatus: string;
  payMethod: string;
  payStatus: string;
  cancelApplicationPending: boolean;
  /** The buyer deleted the order from its list already. */
  deletedByBuyer?: boolean;
}

const FINISHED_WITHOUT_GOODS: readonly string[] = [
  OrderStatus.cancelled,
  OrderStatus.refused,
  OrderStatus.closed,
];

/** An online-payment order not paid yet: it reaches the supplier only once paid. */
export const isAwaitingPayment = (order: { payMethod: string; payStatus: string }): boolean =>
  order.payMethod === PayType.online && order.payStatus === PayStatus.unpaid;

/**
 * The requests the server grants the buyer of an order now (the server's detail lists them and its calls refuse
 * the others; list rows use the same rule): apply to cancel a confirmed order awaiting delivery while no
 * application is pending, remind the supplier of an order awaiting its confirmation (a paid or offline one),
 * delete a cancelled, refused or closed order from the list.
 */
export function buyerRequestsOf(order: BuyerRequestFacts): BuyerRequest[] {
  const requests: BuyerRequest[] = [];
  if (order.orderStatus === OrderStatus.awaitingDelivery && !order.cancelApplicationPending)
    requests.push('applyCancel');
  if (order.orderStatus === OrderStatus.awaitingConfirmation && !isAwaitingPayment(order))
    requests.push('remind');
  if (FINISHED_WITHOUT_GOODS.includes(order.orderStatus) && !order.deletedByBuyer) requests.push('delete');
  return requests;
}

export * from './order-events';
