// The primary of a cluster (PostgreSQL, WORKERS > 1): it migrates and seeds once (under the start-up lock,
// as any process does), brings the search index up to date, then forks WORKERS worker processes that share
// the port (node:cluster hands each new connection to one of them). A worker that dies is restarted after
// a back-off that doubles while workers keep dying young (1 s … 30 s). SIGTERM and SIGINT go on to every
// worker, which lets its in-flight requests finish; the primary exits once all have stopped. It serves no
// request itself; it answers the workers' metrics requests (platform/metrics) and relays their cache
// evictions (platform/cluster-evictions.ts).
import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { ensureSearchIndexCurrent } from './modules/search';
import { relayClusterEvictions } from './platform/cluster-evictions';
import { REDACT_PATHS } from './platform/log-safety';
import { answerWorkersMetricsAsks } from './platform/metrics/cluster-metrics';
import { paymentLine, processesLine, readyLine, serverProcesses, startingLine } from './ready-line';
import { prepareDatabase } from './serve';

const FIRST_RESTART_DELAY_MS = 1_000;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long died of something new: the back-off starts again. */
const HEALTHY_LIFE_MS = 60_000;

/** The delay before restarting a worker after `youngDeaths` workers in a row died young. */
export const restartDelayMs = (youngDeaths: number): number =>
  Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, youngDeaths - 1), LONGEST_RESTART_DELAY_MS);

export async function runPrimary(config: Config, entry: string): Promise<void> {
  const log = pino({
    level: config.logLevel === false ? 'silent' : config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  });
  if (config.terminal) console.log(startingLine(config));
  const payment = paymentLine(config);
  if (config.terminal) console.log(payment.text);
  else log[payment.level](payment.text);
  log.info(`database: PostgreSQL (DATABASE_URL); ${processesLine(config)}`);

  const database = await openDatabase(config, (error) => log.warn({ err: error }, 'idle connection failed'));
  try {
    await prepareDatabase(database, config, log);
    await ensureSearchIndexCurrent(database.db, log);
  } finally {
    await database.close();
  }

  answerWorkersMetricsAsks();
  relayClusterEvictions();
  cluster.setupPrimary({ exec: entry });
  const count = serverProcesses(config);
  const bornAt = new Map<Worker, number>();
  let youngDeaths = 0;
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();

  const fork = () => bornAt.set(cluster.fork(), Date.now());
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size >= count) {
      announced = true;
      log.info(`${count} worker processes listening on port ${address.port}`);
      if (config.terminal) console.log(readyLine(config, address.port));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    const lived = Date.now() - (bornAt.get(worker) ?? Date.now());
    bornAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    youngDeaths = lived >= HEALTHY_LIFE_MS ? 1 : youngDeaths + 1;
    const delay = restartDelayMs(youngDeaths);
    log.error(
      { pid: worker.process.pid, code, signal, restartInMs: delay },
      'worker process stopped unexpectedly: restarting it',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping the worker processes`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork();
}
