import { OrderStatus, type OrderStatusCode } from '../dictionaries';
import { defineMachine } from './machine';

/** Menu codes the order steps need: the buyer's order list, the approver's approval list. */
export const ORDER_LIST_PERMISSION = 'agrMyOrder';
export const ORDER_APPROVAL_PERMISSION = 'agrApprovalOrder';

/**
 * A supplier order from placement to the supplier's confirmation. Orders above the organisation's approval
 * threshold start awaiting approval (00), the others awaiting the supplier (01). An online-payment order
 * stays invisible to the supplier until paid (payment status, see PayStatus); an unpaid one is cancelled by
 * the system after `order.unpaidCancelHours`. The order lifecycle adds confirmation, delivery and acceptance
 * (02, 03, 07, 99) to this table.
 */
export const orderMachine = defineMachine({
  name: 'order',
  states: {
    [OrderStatus.awaitingApproval]: 'status.order.00',
    [OrderStatus.awaitingConfirmation]: 'status.order.01',
    [OrderStatus.cancelled]: 'status.order.08',
    [OrderStatus.refused]: 'status.order.98',
  } as Record<Extract<OrderStatusCode, '00' | '01' | '08' | '98'>, string>,
  initial: [OrderStatus.awaitingApproval, OrderStatus.awaitingConfirmation],
  final: [OrderStatus.cancelled, OrderStatus.refused],
  transitions: [
    {
      from: OrderStatus.awaitingApproval,
      event: 'approve',
      to: OrderStatus.awaitingConfirmation,
      who: ['purchaser'],
      permission: ORDER_APPROVAL_PERMISSION,
      guard: 'throwIfOwnOrder',
      remark: 'optional',
    },
    {
      from: OrderStatus.awaitingApproval,
      event: 'reject',
      to: OrderStatus.refused,
      who: ['purchaser'],
      permission: ORDER_APPROVAL_PERMISSION,
      guard: 'throwIfOwnOrder',
      remark: 'required',
    },
    {
      from: OrderStatus.awaitingApproval,
      event: 'cancel',
      to: OrderStatus.cancelled,
      who: ['purchaser'],
      permission: ORDER_LIST_PERMISSION,
      guard: 'throwIfNotBuyer',
      remark: 'required',
    },
    {
      from: OrderStatus.awaitingConfirmation,
      event: 'cancel',
      to: OrderStatus.cancelled,
      who: ['purchaser'],
      permission: ORDER_LIST_PERMISSION,
      guard: 'throwIfNotBuyer',
      remark: 'required',
    },
    {
      from: OrderStatus.awaitingConfirmation,
      event: 'autoCancel',
      to: OrderStatus.cancelled,
      who: ['system'],
      guard: 'throwIfPaid',
    },
  ],
});
