import { z } from 'zod';
import { defineAuditAction, defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { PayType } from '../dictionaries';
import { idSchema } from '../lists';
import { moneyOutputSchema } from '../money-schema';
import { bankTransferSchema, orderRowSchema } from '../orders';
import { bilingual } from '../texts';
import { orderTarget } from './peb-orders';

// The cashier (SPEC §2 /cartPayment, §7 "pay"): the buyer pays a checkout's orders online through the
// server's payment gateway (PAYMENT_GATEWAY: the local simulated one for the demo, a signed real one, or
// none: no online payment), by bank transfer, or by monthly settlement where the organisation is allowed
// it. Calls of the buyer who placed the checkout only; a real gateway confirms a payment through its signed
// server-to-server notification (not a call: apps/server/src/modules/orders/payment/notify-route.ts).

export const paymentTarget = defineAuditTarget('payment', bilingual('订单支付', 'Order payment'));

/** The operation-log row of a gateway's notification (written by the system, not by a call). */
export const paymentNotifyAction = defineAuditAction(
  'peb_paymentNotify',
  bilingual('支付网关通知', 'Payment gateway notification'),
  paymentTarget,
);

/** The operation-log rows of the job that cancels online orders left unpaid (order.unpaidCancelHours). */
export const unpaidCancelAction = defineAuditAction(
  'peb_unpaidAutoCancel',
  bilingual('超时未支付自动取消', 'Unpaid order cancelled automatically'),
  orderTarget,
);

export const payMethodSchema = z.enum([PayType.online, PayType.offline, PayType.monthly], {
  message: 'payment.methodRequired',
});

/** Payment attempt status (one row per attempt, online payments only). */
export const PaymentAttemptStatus = { pending: 'pending', succeeded: 'succeeded', failed: 'failed' } as const;
export const paymentAttemptStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const cashierOrderSchema = orderRowSchema.extend({
  /** Still to pay now: unpaid, open and past approval. */
  payable: z.boolean(),
});

export const cashierSchema = z.object({
  parentOrderId: idSchema,
  parentOrderNo: z.string(),
  /** The checkout's pay method (PAY_TYPE code). */
  payMethod: z.string(),
  orders: z.array(cashierOrderSchema),
  /** The sum of the payable orders' amounts. */
  payable: moneyOutputSchema,
  /** Some unpaid order still awaits approval: its payment opens once it is approved. */
  awaitingApproval: z.boolean(),
  /** The methods this buyer may choose (PAY_TYPE codes), online first; online only where the server runs a gateway. */
  payMethods: z.array(payMethodSchema),
  bankTransfer: bankTransferSchema,
  /** Unpaid online orders are cancelled this many hours after placing them. */
  unpaidCancelHours: z.number().int(),
});
export type Cashier = z.infer<typeof cashierSchema>;

const parentOrderInput = z.object({ parentOrderId: idSchema }).strict();
const payNoSchema = z
  .string()
  .trim()
  .regex(/^PAY\d{10,30}$/, 'payment.notFound');

export const getCashier = defineCall({
  name: 'peb_getCashier',
  audience: ['purchaser'],
  summary:
    "The cashier of one of the caller's checkouts: its orders (which are payable now), the payable amount, the pay methods the caller may choose and the bank details for a transfer.",
  input: parentOrderInput,
  output: cashierSchema,
});

export const payOrder = defineCall({
  name: 'peb_payOrder',
  writes: true,
  touches: ['order', 'payment'],
  audience: ['purchaser'],
  audit: {
    target: paymentTarget,
    label: bilingual('选择支付方式', 'Choose a pay method'),
    targetKey: 'parentOrderId',
    outcomeKey: 'payMethod',
    outcomes: {
      [PayType.online]: { label: bilingual('选择在线支付', 'Pay online') },
      [PayType.offline]: { label: bilingual('选择线下转账', 'Pay by bank transfer') },
      [PayType.monthly]: { label: bilingual('选择月结', 'Pay by monthly settlement') },
    },
  },
  summary:
    "Pays a checkout's payable orders with a method: online (only where the server runs a payment gateway, else EPAY) starts a payment (a pending attempt with a transaction number) and answers the gateway's address; bank transfer and monthly settlement (where allowed) let the orders proceed unpaid. The method of the checkout and its open unpaid orders becomes the one chosen.",
  input: z.object({ parentOrderId: idSchema, payMethod: payMethodSchema }).strict(),
  output: z.object({
    payMethod: payMethodSchema,
    /** Online: the transaction number and the gateway page to go to. */
    payNo: z.string().nullable(),
    gatewayUrl: z.string().nullable(),
    amount: moneyOutputSchema,
  }),
});

export const simulatedPaymentSchema = z.object({
  payNo: z.string(),
  parentOrderId: idSchema,
  parentOrderNo: z.string(),
  amount: moneyOutputSchema,
  status: paymentAttemptStatusSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SimulatedPayment = z.infer<typeof simulatedPaymentSchema>;

export const getSimulatedPayment = defineCall({
  name: 'peb_getSimulatedPayment',
  audience: ['purchaser'],
  summary:
    "The simulated gateway's page: one of the caller's payment attempts by transaction number. Refused (EPAY) unless the server runs the simulated gateway.",
  input: z.object({ payNo: payNoSchema }).strict(),
  output: simulatedPaymentSchema,
});

export const confirmSimulatedPayment = defineCall({
  name: 'peb_confirmSimulatedPayment',
  writes: true,
  touches: ['order', 'payment'],
  audience: ['purchaser'],
  audit: {
    target: paymentTarget,
    label: bilingual('确认模拟支付', 'Confirm a simulated payment'),
    targetKey: 'parentOrderId',
    outcomeKey: 'status',
    outcomes: {
      succeeded: { label: bilingual('模拟支付成功', 'Simulated payment succeeded') },
      failed: { label: bilingual('模拟支付失败', 'Simulated payment failed'), failure: true },
      pending: { label: bilingual('模拟支付未完成', 'Simulated payment still pending'), failure: true },
    },
    detailKey: 'payNo',
  },
  summary:
    "The simulated gateway's answer for one of the caller's pending payments: success pays its orders, fail leaves them unpaid for another try. Once only: a finished payment is answered as it is and nothing changes. Refused (EPAY) unless the server runs the simulated gateway (PAYMENT_GATEWAY=simulated): with a real gateway only its signed notification confirms a payment.",
  input: z.object({ payNo: payNoSchema, outcome: z.enum(['success', 'fail']) }).strict(),
  output: simulatedPaymentSchema,
});
