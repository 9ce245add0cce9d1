import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseLocationFromEnv } from './db/database-location';
import { type PaymentGatewayConfig, paymentGatewayFromEnv } from './payment-gateway-config';
import { type StorageConfig, storageConfigFromEnv } from './platform/storage';

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
  /** Started in a terminal: readable lines for a person, JSON logs only for warnings (unless LOG_LEVEL says). */
  terminal: boolean;
  /** The built web app; served at / when it exists. */
  webDist: string;
  /** The public address (PUBLIC_URL); when it starts with https the auth-token cookie is Secure. */
  publicUrl: string | null;
  /** TRUST_PROXY: believe X-Forwarded-* from a reverse proxy (true, a hop count or addresses). */
  trustProxy: boolean | number | string;
  /** Requests per minute on anonymous calls that write or probe accounts (platform/rate-limit.ts). */
  rateLimits: RateLimits;
  /** Live sessions one user may hold; a new login ends the oldest beyond this. */
  maxSessionsPerUser: number;
  /** Uploaded and generated files: a folder under DATA_DIR, or an S3-compatible bucket (S3_* variables). */
  storage: StorageConfig;
  /**
   * The job runner (platform/jobs): started with the server unless JOBS=off; tests drive it by hand.
   * pollMs is how often an idle runner looks for due jobs and schedules.
   */
  jobs: { autoStart: boolean; pollMs: number };
  /**
   * WORKERS: server processes sharing the port on PostgreSQL (default: the available cores); PGlite always
   * runs one (one process owns its data directory).
   */
  workers: number;
  /** METRICS_TOKEN: GET /metrics answers only with `Authorization: Bearer <token>`; unset, metrics are off (404). */
  metricsToken: string | null;
  /** PAYMENT_GATEWAY: simulated (the demo default), none, or signed (a real gateway and its settings). */
  paymentGateway: PaymentGatewayConfig;
  /**
   * SEARCH_RESULT_CACHE=off: every search counts and pages afresh (the 30-second cache of search totals,
   * facets and page ids is off). For measuring search itself (bench/README.md); on by default.
   */
  searchResultCache: boolean;
  /**
   * SEARCH_INDEX: `memory` (default) answers searches from an index each server process keeps in memory
   * (modules/search/engine), loaded when the server starts listening, with SQL answering until it is; `sql`
   * searches the database only.
   */
  searchIndex: 'memory' | 'sql';
  /**
   * SEARCH_INDEX_SNAPSHOT: the file a listening server keeps a copy of its loaded search index in, read at
   * the next start instead of loading the index again (modules/search/engine/snapshot-file.ts); `off` for
   * none. Default `$DATA_DIR/search-index.snapshot`.
   */
  searchSnapshot: string | null;
  /**
   * SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): e-mail leaves through it (nodemailer); unset, e-mail
   * stays in the outbox that operators read. MAIL_FROM is the sender address.
   */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where log lines go (tests capture them); stdout when unset. */
  logStream?: { write(line: string): void };
}

export interface RateLimits {
  /** Window length in milliseconds. */
  windowMs: number;
  /** Per call and client address. */
  perAddress: number;
  /** Per call and username (login, registration, checkUserExist). */
  perUsername: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { windowMs: 60_000, perAddress: 60, perUsername: 20 };

function parseTrustProxy(text: string | undefined): boolean | number | string {
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function positiveInt(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got ${text}`);
  return value;
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const here = dirname(fileURLToPath(import.meta.url));

/** `terminal`: whether the output is a terminal (main passes process.stdout.isTTY). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, terminal = false): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seed = (env.SEED ?? 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be demo or none, got ${env.SEED}`);
  const { dataDir, databaseUrl } = databaseLocationFromEnv(env);
  const logLevel = (env.LOG_LEVEL ?? (terminal ? 'warn' : 'info')).toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    seed,
    logLevel,
    terminal,
    webDist: resolve(here, '../../web/dist'),
    publicUrl: env.PUBLIC_URL || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      windowMs: DEFAULT_RATE_LIMITS.windowMs,
      perAddress: positiveInt(
        env.RATE_LIMIT_PER_ADDRESS,
        DEFAULT_RATE_LIMITS.perAddress,
        'RATE_LIMIT_PER_ADDRESS',
      ),
      perUsername: positiveInt(
        env.RATE_LIMIT_PER_USERNAME,
        DEFAULT_RATE_LIMITS.perUsername,
        'RATE_LIMIT_PER_USERNAME',
      ),
    },
    maxSessionsPerUser: positiveInt(env.MAX_SESSIONS_PER_USER, 20, 'MAX_SESSIONS_PER_USER'),
    storage: storageConfigFromEnv(env, dataDir),
    jobs: { autoStart: env.JOBS !== 'off', pollMs: positiveInt(env.JOBS_POLL_MS, 2000, 'JOBS_POLL_MS') },
    paymentGateway: paymentGatewayFromEnv(env),
    workers: positiveInt(env.WORKERS, availableParallelism(), 'WORKERS'),
    metricsToken: env.METRICS_TOKEN || null,
    searchResultCache: onOff(env.SEARCH_RESULT_CACHE, true, 'SEARCH_RESULT_CACHE'),
    searchIndex: searchIndexFromEnv(env.SEARCH_INDEX),
    searchSnapshot: searchSnapshotFromEnv(env.SEARCH_INDEX_SNAPSHOT, dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'ProcureMart <no-reply@localhost>',
  };
}

function searchSnapshotFromEnv(text: string | undefined, dataDir: string): string | null {
  if (text === 'off') return null;
  return resolve(text || join(dataDir, 'search-index.snapshot'));
}

function searchIndexFromEnv(text: string | undefined): 'memory' | 'sql' {
  if (text === undefined || text === '' || text === 'memory') return 'memory';
  if (text === 'sql') return 'sql';
  throw new Error(`SEARCH_INDEX must be memory or sql, got ${text}`);
}

function onOff(text: string | undefined, fallback: boolean, name: string): boolean {
  if (text === undefined || text === '') return fallback;
  const value = text.toLowerCase();
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off, got ${text}`);
  return value === 'on';
}
