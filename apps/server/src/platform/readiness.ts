// GET /api/ready: whether this process should get traffic (a load balancer's or orchestrator's readiness
// probe), beside GET /api/health, which only says the process is up. Ready (200) when the database answers,
// every migration this build ships is applied, and the job runner polls; else 503 naming the failed checks.
// A server started with JOBS=off runs no jobs on purpose: its `jobs` check reads "off" and does not fail.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { appliedMigrations, readMigrations } from '../db/migrate';
import './fastify-types';

export const READY_PATH = '/api/ready';
const DATABASE_TIMEOUT_MS = 3_000;

/** 'unknown': not checked because a check it depends on failed. */
type CheckResult = 'ok' | 'failed' | 'off' | 'unknown';

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The migrations this build ships that the database has not recorded as applied. */
async function pendingMigrations(database: Database, shipped: string[]): Promise<string[]> {
  const applied = new Set(await appliedMigrations(database));
  return shipped.filter((tag) => !applied.has(tag));
}

/** A domain's own readiness check (e.g. the search index read into memory): 'ok', 'failed' or 'off'. */
export type ReadinessCheck = () => CheckResult;
const domainChecks = new WeakMap<FastifyInstance, Map<string, ReadinessCheck>>();

/** Adds a check GET /api/ready runs beside its own; a domain adds it when it registers its routes. */
export function addReadinessCheck(app: FastifyInstance, name: string, check: ReadinessCheck): void {
  const checks = domainChecks.get(app) ?? new Map<string, ReadinessCheck>();
  checks.set(name, check);
  domainChecks.set(app, checks);
}

export function registerReadiness(app: FastifyInstance, database: Database, jobsExpected: boolean): void {
  let shipped: string[] | null = null;
  app.get(READY_PATH, async (request, reply) => {
    shipped ??= readMigrations().map((migration) => migration.tag);
    const checks: Record<string, CheckResult> = {
      database: 'ok',
      migrations: 'ok',
      jobs: jobsExpected ? (app.jobs.running ? 'ok' : 'failed') : 'off',
    };
    for (const [name, check] of domainChecks.get(app) ?? []) checks[name] = check();
    let pending: string[] = [];
    try {
      pending = await within(pendingMigrations(database, shipped), DATABASE_TIMEOUT_MS);
      if (pending.length > 0) checks.migrations = 'failed';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      checks.database = 'failed';
      checks.migrations = 'unknown';
    }
    const failed = Object.entries(checks)
      .filter(([, result]) => result === 'failed')
      .map(([name]) => name);
    return reply.status(failed.length === 0 ? 200 : 503).send({
      status: failed.length === 0 ? 'ready' : 'not ready',
      failed,
      checks,
      pendingMigrations: pending,
    });
  });
}
