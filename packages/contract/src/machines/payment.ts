import { PayStatus, type PayStatusCode } from '../dictionaries';
import { defineMachine } from './machine';

/**
 * A supplier order's payment status beside its order status. An online payment that the gateway confirms
 * pays every order it covers: the buyer confirms on the simulated gateway, a real gateway's notification
 * would be the system's step. Refunds (paid → refunded) come with the order lifecycle's after-sales.
 */
export const paymentMachine = defineMachine({
  name: 'payment',
  states: {
    [PayStatus.unpaid]: 'status.pay.0',
    [PayStatus.paid]: 'status.pay.1',
  } as Record<Extract<PayStatusCode, '0' | '1'>, string>,
  initial: [PayStatus.unpaid],
  transitions: [{ from: PayStatus.unpaid, event: 'pay', to: PayStatus.paid, who: ['purchaser', 'system'] }],
});
