import type { FastifyInstance } from 'fastify';
import type { PaymentGatewayConfig } from '../../../../payment-gateway-config';
import { PAYMENT_NOTIFY_PATH } from '../../../../payment-gateway-config';
import { now } from '../../../../platform/clock';
import { NOTIFY_HEADERS, notificationSignature } from '../signed-gateway';

export const FAKE_GATEWAY_SECRET = 'fake-gateway-secret-0123456789abcdef';

/** The test app's settings for a real (signed) gateway whose pay page is at pay.example.com. */
export const signedGatewaySettings = {
  paymentGateway: {
    kind: 'signed',
    secret: FAKE_GATEWAY_SECRET,
    payUrl: 'https://pay.example.com/cashier',
  } satisfies PaymentGatewayConfig,
  publicUrl: 'https://buy.example.com',
};

export interface NotifyOptions {
  /** Signs with this secret instead (a forger). */
  secret?: string;
  /** The timestamp header, ms; now by default. */
  timestamp?: number;
  /** Sends this text while signing the JSON of the notification (a body changed after signing). */
  sentBody?: string;
  /** Leaves the signature header out. */
  unsigned?: boolean;
}

/** The gateway's side of the protocol: posts notifications signed as a real gateway would. */
export function fakeGateway(app: FastifyInstance) {
  return {
    notify: async (notification: Record<string, unknown>, options: NotifyOptions = {}) => {
      const rawBody = JSON.stringify(notification);
      const timestamp = String(options.timestamp ?? now().getTime());
      const signature = notificationSignature(options.secret ?? FAKE_GATEWAY_SECRET, timestamp, rawBody);
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_NOTIFY_PATH,
        headers: {
          'content-type': 'application/json',
          [NOTIFY_HEADERS.timestamp]: timestamp,
          ...(options.unsigned ? {} : { [NOTIFY_HEADERS.signature]: signature }),
        },
        payload: options.sentBody ?? rawBody,
      });
      return {
        status: response.statusCode,
        body: response.json() as { code: string; respDesc: string; data: { status: string } | null },
      };
    },
  };
}
