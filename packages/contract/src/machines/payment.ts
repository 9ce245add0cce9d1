import { PayStatus, type PayStatusCode } from '../dictionaries';
import { defineMachine } from './machine';

/**
 * A supplier order's payment status beside its order status. An online payment that the gateway confirms
 * pays every order it covers: the buyer confirms on the simulated gateway, a real gateway's notification
 * would be the system's step. A paid order that is cancelled or closed is refunded
 * (recorded in order_refunds; the money itself moves through the gateway or finance).
 */
export const paymentMachine = defineMachine({
  name: 'payment',
  states: {
    [PayStatus.unpaid]: 'status.pay.0',
    [PayStatus.paid]: 'status.pay.1',
    [PayStatus.refunded]: 'status.pay.2',
  } as Record<PayStatusCode, string>,
  initial: [PayStatus.unpaid],
  final: [PayStatus.refunded],
  transitions: [
    { from: PayStatus.unpaid, event: 'pay', to: PayStatus.paid, who: ['purchaser', 'system'] },
    // A paid order that is cancelled (an agreed cancellation application) or closed is refunded.
    {
      from: PayStatus.paid,
      event: 'refund',
      to: PayStatus.refunded,
      who: ['supplier', 'operator', 'system'],
    },
  ],
});
