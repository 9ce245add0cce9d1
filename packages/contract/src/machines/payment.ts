import { defineAuditTarget } from '../audit';
import { PayStatus, type PayStatusCode } from '../dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/**
 * A supplier order's payment status beside its order status. An online payment that the gateway confirms
 * pays every order it covers: the buyer confirms on the simulated gateway, a real gateway's notification
 * would be the system's step. A paid order that is cancelled or closed is refunded
 * (recorded in order_refunds; the money itself moves through the gateway or finance).
 */
export const paymentMachine = defineMachine({
  name: 'payment',
  audit: {
    target: defineAuditTarget('payment', bilingual('订单支付', 'Order payment')),
    events: {
      pay: bilingual('支付订单', 'Pay order'),
      refund: bilingual('退款', 'Refund'),
    },
    states: {
      [PayStatus.unpaid]: bilingual('未支付', 'Unpaid'),
      [PayStatus.paid]: bilingual('已支付', 'Paid'),
      [PayStatus.refunded]: bilingual('已退款', 'Refunded'),
    },
  },
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
