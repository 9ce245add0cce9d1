import { type OrderDetail, type OrderRow, orderMachine, PayStatus, PayType } from '@procuremart/contract';
import { approveOrder, cancelOrder } from '@procuremart/contract/refs';
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

/** An online order not yet paid (and still open) can be paid at the cashier. */
export const awaitsPayment = (order: OrderRow): boolean =>
  order.payMethod === PayType.online &&
  order.payStatus === PayStatus.unpaid &&
  !(orderMachine.final ?? []).some((state) => state === order.orderStatus);

export const cashierAddress = (order: OrderRow) =>
  `/cartPayment?parentOrderId=${encodeURIComponent(order.parentOrderId)}`;

/** On a detail page, only the steps the server says this user may take now (its guards included). */
export const detailActions = (actions: RowAction<OrderRow>[]): RowAction<OrderDetail>[] =>
  actions.map((action) => ({
    ...action,
    visible: (detail: OrderDetail) => action.event === undefined || detail.actions.includes(action.event),
  }));
