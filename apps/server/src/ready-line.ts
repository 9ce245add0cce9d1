import type { Config } from './config';
import { PAYMENT_NOTIFY_PATH } from './payment-gateway-config';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** The address a person opens: PUBLIC_URL when set, else the listening host (localhost for "every address"). */
export function browserAddress(config: Config, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const host = WILDCARD_HOSTS.has(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Server processes to run: WORKERS on PostgreSQL; one on PGlite, which lives inside its process. */
export const serverProcesses = (config: Config): number => (config.databaseUrl ? config.workers : 1);

/** How many server processes run, and why only one on PGlite (logged at start). */
export function processesLine(config: Config): string {
  if (!config.databaseUrl) return 'one server process: PGlite runs inside it (WORKERS applies to PostgreSQL)';
  const count = serverProcesses(config);
  return count === 1
    ? 'one server process (WORKERS=1)'
    : `${count} server processes sharing the port (WORKERS)`;
}

/** What a terminal shows while migrations and a first start's demo seed run, before the server answers. */
export function startingLine(config: Config): string {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  return `Starting ProcureMart on ${database}, ${processesLine(config)}…`;
}

/** The line a terminal shows once the server answers (JSON logs are for log collectors). */
export function readyLine(config: Config, port: number): string {
  return (
    `ProcureMart is ready at ${browserAddress(config, port)} · ` +
    'demo accounts: README.md, section "Demo accounts" · Ctrl+C stops it'
  );
}

/** Which payment gateway runs (main prints it at start-up): a warning while buyers confirm their own payments. */
export function paymentLine(config: Config): { level: 'warn' | 'info'; text: string } {
  const gateway = config.paymentGateway;
  switch (gateway.kind) {
    case 'simulated':
      return {
        level: 'warn',
        text:
          'payment gateway: simulated — no money moves and buyers confirm their own online payments; ' +
          'set PAYMENT_GATEWAY (signed or none) for production',
      };
    case 'none':
      return { level: 'info', text: 'payment gateway: none — online payment is not offered' };
    case 'signed':
      return {
        level: 'info',
        text:
          `payment gateway: signed — buyers pay at ${gateway.payUrl}; ` +
          `the gateway confirms by POST ${PAYMENT_NOTIFY_PATH} (HMAC-SHA256)`,
      };
  }
}
