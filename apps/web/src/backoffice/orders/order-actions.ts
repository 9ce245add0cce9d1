import {
  awaitsBuyerPayment,
  type OrderDetail,
  type OrderRow,
  OrderStatus,
  orderMachine,
  PayStatus,
  PayType,
} from '@procuremart/contract';
import {
  approveOrder,
  cancelOrder,
  deleteOrder,
  remindSupplierConfirmation,
} from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { machineActions } from '../../resources/machine-actions';
import type { RowAction } from '../../resources/types';

type OrderEvent = (typeof orderMachine)['transitions'][number]['event'];

/** The buyer's step: cancel before the supplier confirms, with a required reason. */
export const cancelAction = machineActions<OrderRow, OrderEvent>(orderMachine, {
  events: ['cancel'],
  danger: ['cancel'],
  run: (order, _event, { remark }) => api(cancelOrder, { orderId: order.orderId, reason: remark }),
});

/** The approver's steps: approve (remark optional) or reject (reason required). */
export const approvalActions = machineActions<OrderRow, OrderEvent>(orderMachine, {
  events: ['approve', 'reject'],
  danger: ['reject'],
  run: (order, event, { remark }) =>
    api(approveOrder, { orderId: order.orderId, approved: event === 'approve', remark }),
});

/**
 * The buyer pays it at the cashier now: online or by bank transfer, past approval, unpaid (the contract's rule,
 * which the server's "needs my action" tab and the detail's 'pay' follow too).
 */
export const awaitsPayment = (order: OrderRow): boolean => awaitsBuyerPayment(order);

/** An online order not paid yet has not reached its supplier: nobody to remind. */
const unpaidOnline = (order: OrderRow): boolean =>
  order.payMethod === PayType.online && order.payStatus === PayStatus.unpaid;

export const cashierAddress = (order: OrderRow) =>
  `/cartPayment?parentOrderId=${encodeURIComponent(order.parentOrderId)}`;

/** On a detail page, only the steps the server says this user may take now (its guards included). */
export const detailActions = (actions: RowAction<OrderRow>[]): RowAction<OrderDetail>[] =>
  actions.map((action) => ({
    ...action,
    visible: (detail: OrderDetail) => action.event === undefined || detail.actions.includes(action.event),
  }));

/** The buyer's requests beside the machine, as the server names them in the detail's `actions`. */
type BuyerRequest = 'applyCancel' | 'remind' | 'delete';

const request = (
  key: BuyerRequest,
  options: Pick<RowAction<OrderRow>, 'danger' | 'remark' | 'visible' | 'run'>,
): RowAction<OrderRow> => ({
  key,
  labelKey: `order.action.${key}`,
  confirm: { titleKey: `order.confirm.${key}`, descriptionKey: `order.confirm.${key}Hint` },
  successKey: `order.success.${key}`,
  ...options,
});

const CLOSED: readonly string[] = [OrderStatus.cancelled, OrderStatus.refused, OrderStatus.closed];

/**
 * Apply to cancel a confirmed order (reason required: the supplier decides), remind the supplier of an
 * order it has not confirmed, delete a closed order from my list. On a list row they show by status (the
 * server refuses what its rules do not allow, with its message); on the detail page only where the server
 * lists them (see requestActions).
 */
export const buyerRequestActions: RowAction<OrderRow>[] = [
  request('applyCancel', {
    danger: true,
    remark: 'required',
    visible: (order) => order.orderStatus === OrderStatus.awaitingDelivery,
    run: (order, { remark }) => api(cancelOrder, { orderId: order.orderId, reason: remark }),
  }),
  request('remind', {
    visible: (order) => order.orderStatus === OrderStatus.awaitingConfirmation && !unpaidOnline(order),
    run: (order) => api(remindSupplierConfirmation, { orderId: order.orderId }),
  }),
  request('delete', {
    danger: true,
    visible: (order) => CLOSED.includes(order.orderStatus),
    run: (order) => api(deleteOrder, { orderId: order.orderId }),
  }),
];

/** On a detail page, the buyer's requests the server lists for this user now. */
export const requestActions = (actions: RowAction<OrderRow>[]): RowAction<OrderDetail>[] =>
  actions.map((action) => ({
    ...action,
    visible: (detail: OrderDetail) => detail.actions.includes(action.key),
  }));
