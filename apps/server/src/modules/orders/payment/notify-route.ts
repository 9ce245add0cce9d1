import { moneySchema, okEnvelope, paymentNotifyAction } from '@procuremart/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAYMENT_NOTIFY_PATH } from '../../../payment-gateway-config';
import { systemActor, type Who } from '../../../platform/actor';
import { recordOperation } from '../../../platform/audit';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { parseInput } from '../../../platform/input';
import { runAsOperation } from '../../../platform/steps/operation-context';
import type { PaymentGateway } from './gateway';
import { settlePayment } from './settle-payment';
import { NOTIFY_HEADERS } from './signed-gateway';

/** A gateway that confirms payments by signed notifications. */
export type NotifyingGateway = PaymentGateway & Required<Pick<PaymentGateway, 'verifyNotification'>>;

export const confirmsByNotification = (gateway: PaymentGateway | null): gateway is NotifyingGateway =>
  typeof gateway?.verifyNotification === 'function';

/** What a gateway's notification says (signed-gateway.ts describes the protocol); other fields are ignored. */
export const notificationSchema = z.object({
  payNo: z.string().regex(/^PAY\d{10,30}$/, 'payment.notFound'),
  amount: moneySchema,
  outcome: z.enum(['success', 'fail']),
  /** The gateway's own transaction number, kept in the operation log for reconciliation. */
  tradeNo: z.string().trim().min(1).max(64).optional(),
});

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

const gatewayActor = systemActor('paymentGateway');

/**
 * POST PAYMENT_NOTIFY_PATH: a real gateway's server-to-server answer for a payment attempt, outside the call
 * registry (no session, no client signature: the gateway's HMAC is the credential). Verified over the exact
 * body, then settled through `settlePayment` as the system, exactly as the simulated gateway's confirmation
 * is; a repeated notification finds the attempt finished and changes nothing.
 */
export function registerNotifyRoute(app: FastifyInstance, gateway: NotifyingGateway): void {
  app.post(PAYMENT_NOTIFY_PATH, { bodyLimit: 16_384 }, async (request) => {
    const notification = {
      timestamp: header(request, NOTIFY_HEADERS.timestamp),
      signature: header(request, NOTIFY_HEADERS.signature),
      rawBody: request.rawBody ?? '',
    };
    try {
      gateway.verifyNotification(notification, now());
    } catch (error) {
      request.log.warn({ ip: request.ip }, 'payment notification refused: bad or stale signature');
      throw error;
    }
    const input = parseInput(notificationSchema, request.body ?? {});
    const who: Who = { userId: null, username: `gateway:${gateway.name}`, ip: request.ip ?? null };
    const entry = {
      action: paymentNotifyAction.action,
      targetType: paymentNotifyAction.target.type,
      detail: [input.payNo, input.outcome, input.amount, input.tradeNo].filter(Boolean).join(' '),
    };
    try {
      // The notification's own row describes the payment: its steps add none.
      const payment = await runAsOperation(
        paymentNotifyAction,
        () =>
          app.db.transaction(async (tx) => {
            const settled = await settlePayment(tx, gatewayActor, { ...input, gateway: gateway.name });
            await recordOperation(tx, who, { ...entry, targetId: settled.parentOrderId, result: 'success' });
            return settled;
          }),
        { stepsLogged: false },
      );
      if (input.outcome === 'success' && payment.status !== 'succeeded')
        request.log.warn(
          { payNo: payment.payNo, status: payment.status },
          'gateway took a payment whose attempt was closed (orders cancelled or paid otherwise): refund it',
        );
      return okEnvelope({ payNo: payment.payNo, status: payment.status });
    } catch (error) {
      if (error instanceof BusinessError) {
        request.log.warn({ payNo: input.payNo, reason: error.messageKey }, 'payment notification refused');
        await recordOperation(app.db, who, { ...entry, result: 'failure', detail: error.messageKey });
      }
      throw error;
    }
  });
}
