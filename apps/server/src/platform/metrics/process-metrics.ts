// What one server process measures about itself: calls (by contract call name and envelope code), the
// database pool, failed job attempts, and Node's default metrics (memory, event-loop lag, CPU). In a
// cluster every worker keeps its own registry and a scrape sums them (cluster-metrics.ts).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';

/** Seconds: fast cached reads up to slow exports and searches over a large catalogue. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ProcessMetrics {
  registry: Registry;
  /** One answered request: `call` is the contract call name (or the route), `code` the envelope code. */
  observeCall(call: string, code: string, seconds: number): void;
  /** One failed job attempt (retried or given up). */
  jobFailed(kind: string): void;
}

export function createProcessMetrics(database: Database): ProcessMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Each process reports 1; summed over the cluster it is the number of processes that answered.
  new Gauge({
    name: 'procuremart_server_processes',
    help: 'Server processes answering',
    registers: [registry],
  }).set(1);
  const calls = new Counter({
    name: 'procuremart_calls_total',
    help: 'Answered requests by contract call name (or route) and envelope code (0 = success)',
    labelNames: ['call', 'code'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'procuremart_call_duration_seconds',
    help: 'Time to answer a request, by contract call name (or route) and envelope code',
    labelNames: ['call', 'code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'procuremart_job_failures_total',
    help: 'Failed job attempts (retried or given up), by job kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  if (database.kind === 'postgres') {
    const pool = database.pool;
    new Gauge({
      name: 'procuremart_db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return {
    registry,
    observeCall(call, code, seconds) {
      calls.inc({ call, code });
      durations.observe({ call, code }, seconds);
    },
    jobFailed(kind) {
      jobFailures.inc({ kind });
    },
  };
}
