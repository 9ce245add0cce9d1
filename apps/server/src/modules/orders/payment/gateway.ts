import type { Config } from '../../../config';
import { signedGateway } from './signed-gateway';

/** What the cashier hands a gateway to start an online payment. */
export interface GatewayPaymentRequest {
  payNo: string;
  amount: string;
  parentOrderId: number;
  parentOrderNo: string;
}

/** A server-to-server notification as it arrived: the two signature headers and the exact body text. */
export interface GatewayNotification {
  timestamp: string;
  signature: string;
  rawBody: string;
}

/**
 * An online payment gateway. Starting a payment answers where the buyer goes to pay; the gateway's
 * answer (success or failure) comes back through `settlePayment` — from the buyer's confirmation on the
 * simulated gateway only, from a signed notification of a real one (the system's step).
 */
export interface PaymentGateway {
  /** Stored with each attempt; an attempt is settled only through the gateway that started it. */
  name: 'simulated' | 'signed';
  start(request: GatewayPaymentRequest): { redirectUrl: string };
  /**
   * A real gateway: throws (ESIGN) unless the notification is signed with the gateway's secret and recent.
   * Absent on the simulated gateway, which gets no notifications.
   */
  verifyNotification?(notification: GatewayNotification, now: Date): void;
}

/** The local gateway page that asks the buyer to confirm or fail the payment (no money moves). */
export const simulatedGateway: PaymentGateway = {
  name: 'simulated',
  start: ({ payNo }) => ({ redirectUrl: `/payGateway?payNo=${encodeURIComponent(payNo)}` }),
};

/** The gateway this server runs (PAYMENT_GATEWAY); null where online payment is not offered. */
export function activeGateway(config: Pick<Config, 'paymentGateway' | 'publicUrl'>): PaymentGateway | null {
  const settings = config.paymentGateway;
  if (settings.kind === 'none') return null;
  if (settings.kind === 'simulated') return simulatedGateway;
  return signedGateway({ ...settings, publicUrl: config.publicUrl ?? '' });
}
