import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SeedMode = 'demo' | 'none';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** PGlite keeps its files under here when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | null;
  seed: SeedMode;
  /** false turns request logging off (tests). */
  logLevel: LogLevel | false;
  /** The built web app; served at / when it exists. */
  webDist: string;
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const here = dirname(fileURLToPath(import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seed = (env.SEED ?? 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be demo or none, got ${env.SEED}`);
  const logLevel = (env.LOG_LEVEL ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(process.cwd(), env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    seed,
    logLevel,
    webDist: resolve(here, '../../web/dist'),
  };
}

/** The server's clock; tests replace `clock.now` to travel in time. */
export const clock = { now: (): Date => new Date() };

export function now(): Date {
  return clock.now();
}
