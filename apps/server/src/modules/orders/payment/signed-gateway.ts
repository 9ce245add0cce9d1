// A real payment gateway's protocol (PAYMENT_GATEWAY=signed), HMAC-SHA256 under PAYMENT_GATEWAY_SECRET:
//
// Start: the buyer is sent to PAYMENT_GATEWAY_URL with the query amount, notifyUrl, orderNo, payNo, returnUrl,
// timestamp (ms) and sign = hex HMAC of those pairs, sorted by name, as `name=value&...` (values not encoded),
// so the gateway can trust the amount it is asked to take.
//
// Confirm: the gateway POSTs JSON {payNo, amount, outcome: 'success' | 'fail', tradeNo?} to PAYMENT_NOTIFY_PATH
// with the headers x-gateway-timestamp (ms) and x-gateway-signature = hex HMAC of `${timestamp}.${raw body}`.
// A notification more than five minutes off the server clock is refused (a replay), as is any other sign.
// The answer's envelope code '0' means accepted; the gateway retries anything else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_NOTIFY_PATH } from '../../../payment-gateway-config';
import { now } from '../../../platform/clock';
import { signatureError } from '../../../platform/errors';
import type { GatewayNotification, PaymentGateway } from './gateway';

export const NOTIFY_HEADERS = { timestamp: 'x-gateway-timestamp', signature: 'x-gateway-signature' } as const;
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;

export const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** The signature of a notification: over its timestamp and its exact body text. */
export const notificationSignature = (secret: string, timestamp: string, rawBody: string): string =>
  hmacHex(secret, `${timestamp}.${rawBody}`);

/** `name=value&...` of the pairs sorted by name: what the start request's sign covers. */
export const canonicalPairs = (pairs: Record<string, string>): string =>
  Object.keys(pairs)
    .sort()
    .map((name) => `${name}=${pairs[name]}`)
    .join('&');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signedGateway(settings: {
  secret: string;
  payUrl: string;
  publicUrl: string;
}): PaymentGateway {
  const base = settings.publicUrl.replace(/\/+$/, '');
  return {
    name: 'signed',
    start: ({ payNo, amount, parentOrderId, parentOrderNo }) => {
      const pairs = {
        amount,
        notifyUrl: `${base}${PAYMENT_NOTIFY_PATH}`,
        orderNo: parentOrderNo,
        payNo,
        returnUrl: `${base}/#/placeAnOrderResults?parentOrderId=${parentOrderId}`,
        timestamp: String(now().getTime()),
      };
      const query = new URLSearchParams({ ...pairs, sign: hmacHex(settings.secret, canonicalPairs(pairs)) });
      const joiner = settings.payUrl.includes('?') ? '&' : '?';
      return { redirectUrl: `${settings.payUrl}${joiner}${query.toString()}` };
    },
    verifyNotification: ({ timestamp, signature, rawBody }: GatewayNotification, at: Date) => {
      if (!/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) throw signatureError();
      if (Math.abs(at.getTime() - Number(timestamp)) > NOTIFY_MAX_SKEW_MS) throw signatureError();
      const expected = notificationSignature(settings.secret, timestamp, rawBody);
      if (!sameHex(expected, signature.toLowerCase())) throw signatureError();
    },
  };
}
