import {
  awaitsBuyerPayment,
  type BuyerRequest,
  buyerRequestsOf,
  type OrderDetail,
  type OrderRow,
  orderMachine,
} from '@procuremart/contract';
import { cancelOrder, deleteOrder, remindSupplierConfirmation } from '@procuremart/contract/refs';
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

/**
 * The buyer pays it at the cashier now: online or by bank transfer, past approval, unpaid (the contract's rule,
 * which the server's "needs my action" tab and the detail's 'pay' follow too).
 */
export const awaitsPayment = (order: OrderRow): boolean => awaitsBuyerPayment(order);

export const cashierAddress = (order: OrderRow) =>
  `/cartPayment?parentOrderId=${encodeURIComponent(order.parentOrderId)}`;

/** On a detail page, only the steps the server says this user may take now (its guards included). */
export const detailActions = (actions: RowAction<OrderRow>[]): RowAction<OrderDetail>[] =>
  actions.map((action) => ({
    ...action,
    visible: (detail: OrderDetail) => action.event === undefined || detail.actions.includes(action.event),
  }));

const request = (
  key: BuyerRequest,
  options: Pick<RowAction<OrderRow>, 'danger' | 'remark' | 'run'>,
): RowAction<OrderRow> => ({
  key,
  // A list row offers a request exactly when the server's rule grants it (the row carries its facts).
  visible: (order) => buyerRequestsOf(order).includes(key),
  labelKey: `order.action.${key}`,
  confirm: { titleKey: `order.confirm.${key}`, descriptionKey: `order.confirm.${key}Hint` },
  successKey: `order.success.${key}`,
  ...options,
});

/**
 * Apply to cancel a confirmed order (reason required: the supplier decides), remind the supplier of an
 * order it has not confirmed, delete a closed order from my list. A list row shows them by the contract's
 * rule (`buyerRequestsOf`, which the server applies too); the detail page where the server lists them
 * (see requestActions).
 */
export const buyerRequestActions: RowAction<OrderRow>[] = [
  request('applyCancel', {
    danger: true,
    remark: 'required',
    run: (order, { remark }) => api(cancelOrder, { orderId: order.orderId, reason: remark }),
  }),
  request('remind', {
    run: (order) => api(remindSupplierConfirmation, { orderId: order.orderId }),
  }),
  request('delete', {
    danger: true,
    run: (order) => api(deleteOrder, { orderId: order.orderId }),
  }),
];

/** On a detail page, the buyer's requests the server lists for this user now. */
export const requestActions = (actions: RowAction<OrderRow>[]): RowAction<OrderDetail>[] =>
  actions.map((action) => ({
    ...action,
    visible: (detail: OrderDetail) => detail.actions.includes(action.key),
  }));
