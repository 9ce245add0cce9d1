import { type OrderRow, orderMachine } from '@procuremart/contract';
import { closeOrder } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { machineActions } from '../../resources/machine-actions';

type OrderEvent = (typeof orderMachine)['transitions'][number]['event'];

/** The operator's step: close an order that cannot go on (awaiting approval, confirmation or delivery). */
export const closeAction = machineActions<OrderRow, OrderEvent>(orderMachine, {
  events: ['close'],
  danger: ['close'],
  run: (order, _event, { remark }) => api(closeOrder, { orderId: order.orderId, reason: remark }),
});
