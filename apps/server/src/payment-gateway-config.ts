// PAYMENT_GATEWAY and its settings, read from the environment with the rest of the config (config.ts); the
// orders domain's payment uses them (modules/orders/payment/gateway.ts).
// Pure: this file imports nothing of the server, so config.ts may read it.

/** Where a signed gateway posts its server-to-server notifications (not a call of the registry). */
export const PAYMENT_NOTIFY_PATH = '/api/payment/notify';

/** A gateway secret shorter than this is refused at start-up. */
export const MIN_GATEWAY_SECRET_LENGTH = 32;

/**
 * The payment gateway a server runs:
 * - `simulated`: the demo's local gateway page where the buyer decides the outcome (no money moves);
 *   `chosen` is false when PAYMENT_GATEWAY was left unset and the demo default applies.
 * - `none`: online payment is not offered (bank transfer and monthly settlement only).
 * - `signed`: a real gateway. Buyers are sent to `payUrl` with a signed request; the gateway confirms each
 *   payment only through a notification signed with HMAC-SHA256 under `secret` (signed-gateway.ts).
 */
export type PaymentGatewayConfig =
  | { kind: 'simulated'; chosen: boolean }
  | { kind: 'none' }
  | { kind: 'signed'; secret: string; payUrl: string };

const KINDS = ['simulated', 'none', 'signed'];

function signedGatewayFromEnv(env: NodeJS.ProcessEnv): PaymentGatewayConfig {
  const secret = env.PAYMENT_GATEWAY_SECRET ?? '';
  if (secret.length < MIN_GATEWAY_SECRET_LENGTH)
    throw new Error(
      `PAYMENT_GATEWAY=signed needs PAYMENT_GATEWAY_SECRET of at least ${MIN_GATEWAY_SECRET_LENGTH} characters`,
    );
  const payUrl = env.PAYMENT_GATEWAY_URL ?? '';
  if (!/^https?:\/\/\S+$/i.test(payUrl))
    throw new Error(
      `PAYMENT_GATEWAY=signed needs PAYMENT_GATEWAY_URL, the gateway's pay page (http or https)`,
    );
  if (!env.PUBLIC_URL)
    throw new Error('PAYMENT_GATEWAY=signed needs PUBLIC_URL: the gateway notifies and returns buyers there');
  return { kind: 'signed', secret, payUrl };
}

/**
 * Unset: the simulated gateway, so `npm start` keeps its demo (start-up says so loudly) — except where
 * PUBLIC_URL is https, a deployment, which must choose.
 */
export function paymentGatewayFromEnv(env: NodeJS.ProcessEnv): PaymentGatewayConfig {
  const kind = (env.PAYMENT_GATEWAY ?? '').trim().toLowerCase();
  if (kind === '') {
    if (env.PUBLIC_URL?.toLowerCase().startsWith('https:'))
      throw new Error(
        'PAYMENT_GATEWAY must be set where PUBLIC_URL is https: signed (a real gateway), none, or simulated',
      );
    return { kind: 'simulated', chosen: false };
  }
  if (!KINDS.includes(kind))
    throw new Error(`PAYMENT_GATEWAY must be one of ${KINDS.join(', ')}, got ${env.PAYMENT_GATEWAY}`);
  if (kind === 'signed') return signedGatewayFromEnv(env);
  return kind === 'none' ? { kind: 'none' } : { kind: 'simulated', chosen: true };
}
