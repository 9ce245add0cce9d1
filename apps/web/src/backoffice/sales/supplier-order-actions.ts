import { type OrderRow, orderMachine, pageLink } from '@procuremart/contract';
import { supplierConfirm, supplierRefused } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { machineActions } from '../../resources/machine-actions';
import type { RowAction } from '../../resources/types';

type OrderEvent = (typeof orderMachine)['transitions'][number]['event'];

/** The supplier's answer to an order awaiting it: confirm, or refuse with a reason (row, bulk, detail). */
export const confirmActions = machineActions<OrderRow, OrderEvent>(orderMachine, {
  events: ['supplierConfirm', 'supplierRefuse'],
  danger: ['supplierRefuse'],
  run: (order, event, { remark }) =>
    event === 'supplierConfirm'
      ? api(supplierConfirm, { orderId: order.orderId })
      : api(supplierRefused, { orderId: order.orderId, reason: remark }),
});

/** Opens the delivery form of an order awaiting delivery or delivered in part (the machine's `deliver`). */
export const deliverAction = (navigate: (to: string) => void): RowAction<OrderRow> => ({
  key: 'deliver',
  event: 'deliver',
  machine: orderMachine,
  labelKey: 'order.action.deliver',
  run: (order) => navigate(pageLink('deliverGoods', { orderId: order.orderId })),
});
