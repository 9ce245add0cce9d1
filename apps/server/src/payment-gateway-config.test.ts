import { describe, expect, it } from 'vitest';
import { paymentGatewayFromEnv } from './payment-gateway-config';

const SECRET = 'x'.repeat(32);
const signedEnv = {
  PAYMENT_GATEWAY: 'signed',
  PAYMENT_GATEWAY_SECRET: SECRET,
  PAYMENT_GATEWAY_URL: 'https://pay.example.com/cashier',
  PUBLIC_URL: 'https://buy.example.com',
};

describe('PAYMENT_GATEWAY', () => {
  it('unset: the simulated gateway of the demo, marked as not chosen', () => {
    expect(paymentGatewayFromEnv({})).toEqual({ kind: 'simulated', chosen: false });
    expect(paymentGatewayFromEnv({ PUBLIC_URL: 'http://10.0.0.5:8080' })).toEqual({
      kind: 'simulated',
      chosen: false,
    });
  });

  it('a deployment (https PUBLIC_URL) must choose', () => {
    expect(() => paymentGatewayFromEnv({ PUBLIC_URL: 'https://buy.example.com' })).toThrow(
      'PAYMENT_GATEWAY must be set where PUBLIC_URL is https',
    );
    expect(paymentGatewayFromEnv({ PUBLIC_URL: 'https://buy.example.com', PAYMENT_GATEWAY: 'none' })).toEqual(
      {
        kind: 'none',
      },
    );
  });

  it('simulated, none and signed with its settings; anything else is refused', () => {
    expect(paymentGatewayFromEnv({ PAYMENT_GATEWAY: 'Simulated' })).toEqual({
      kind: 'simulated',
      chosen: true,
    });
    expect(paymentGatewayFromEnv(signedEnv)).toEqual({
      kind: 'signed',
      secret: SECRET,
      payUrl: 'https://pay.example.com/cashier',
    });
    expect(() => paymentGatewayFromEnv({ PAYMENT_GATEWAY: 'alipay' })).toThrow(
      'PAYMENT_GATEWAY must be one of simulated, none, signed, got alipay',
    );
  });

  it('signed needs a long secret, the pay page and the public address', () => {
    expect(() => paymentGatewayFromEnv({ ...signedEnv, PAYMENT_GATEWAY_SECRET: 'short' })).toThrow(
      'PAYMENT_GATEWAY_SECRET of at least 32 characters',
    );
    expect(() => paymentGatewayFromEnv({ ...signedEnv, PAYMENT_GATEWAY_URL: 'pay.example.com' })).toThrow(
      'PAYMENT_GATEWAY_URL',
    );
    expect(() => paymentGatewayFromEnv({ ...signedEnv, PUBLIC_URL: '' })).toThrow('needs PUBLIC_URL');
  });
});
