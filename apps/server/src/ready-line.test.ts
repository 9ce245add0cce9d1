import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { paymentLine, readyLine, startingLine } from './ready-line';

describe('what the console shows', () => {
  it('in a terminal: only warnings as JSON, and one readable line with the address and the demo accounts', () => {
    const config = loadConfig({}, true);
    expect(config.logLevel).toBe('warn');
    expect(readyLine(config, 8080)).toBe(
      'ProcureMart is ready at http://127.0.0.1:8080 · demo accounts: README.md, section "Demo accounts" · ' +
        'Ctrl+C stops it',
    );
  });

  it('says which database and how many server processes it starts while the start-up work runs', () => {
    expect(startingLine(loadConfig({ DATA_DIR: '/srv/pm', WORKERS: '4' }, true))).toBe(
      'Starting ProcureMart on PGlite in /srv/pm, one server process: PGlite runs inside it ' +
        '(WORKERS applies to PostgreSQL)…',
    );
    expect(startingLine(loadConfig({ DATABASE_URL: 'postgres://db/pm', WORKERS: '4' }, true))).toBe(
      'Starting ProcureMart on PostgreSQL (DATABASE_URL), 4 server processes sharing the port (WORKERS)…',
    );
    expect(startingLine(loadConfig({ DATABASE_URL: 'postgres://db/pm', WORKERS: '1' }, true))).toBe(
      'Starting ProcureMart on PostgreSQL (DATABASE_URL), one server process (WORKERS=1)…',
    );
  });

  it('runs one server process per core unless WORKERS says otherwise, and refuses a WORKERS that is no count', () => {
    expect(loadConfig({}).workers).toBe(availableParallelism());
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS must be a positive integer, got 0');
  });

  it('elsewhere (a service, a log collector): the JSON logs at info level', () => {
    expect(loadConfig({}, false).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }, true).logLevel).toBe('debug');
  });

  it('names an address a browser can open', () => {
    expect(readyLine(loadConfig({ HOST: '0.0.0.0' }, true), 9000)).toContain('http://localhost:9000 ');
    expect(readyLine(loadConfig({ HOST: '::1' }, true), 9000)).toContain('http://[::1]:9000 ');
    const deployed = loadConfig({ PUBLIC_URL: 'https://buy.example.com', PAYMENT_GATEWAY: 'none' }, true);
    expect(readyLine(deployed, 9000)).toContain('https://buy.example.com ');
  });

  it('says which payment gateway runs, loudly while no money moves', () => {
    expect(paymentLine(loadConfig({}, true))).toEqual({
      level: 'warn',
      text:
        'payment gateway: simulated — no money moves and buyers confirm their own online payments; ' +
        'set PAYMENT_GATEWAY (signed or none) for production',
    });
    expect(paymentLine(loadConfig({ PAYMENT_GATEWAY: 'none' }, true))).toEqual({
      level: 'info',
      text: 'payment gateway: none — online payment is not offered',
    });
    const signed = loadConfig({
      PAYMENT_GATEWAY: 'signed',
      PAYMENT_GATEWAY_SECRET: 'x'.repeat(40),
      PAYMENT_GATEWAY_URL: 'https://pay.example.com/cashier',
      PUBLIC_URL: 'https://buy.example.com',
    });
    expect(paymentLine(signed).text).toBe(
      'payment gateway: signed — buyers pay at https://pay.example.com/cashier; ' +
        'the gateway confirms by POST /api/payment/notify (HMAC-SHA256)',
    );
  });
});
