import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrate, withStartupLock } from './db/migrate';
import { seedDatabase } from './db/seed';
import { ensureSearchIndexCurrent } from './modules/search';
import { joinClusterEvictions } from './platform/cluster-evictions';
import { paymentLine, processesLine, readyLine, startingLine } from './ready-line';

const SEED_MESSAGES = {
  seeded: 'demo data seeded into the empty database',
  'not-empty': 'database already holds data: demo seed skipped',
  skipped: 'SEED=none: demo seed skipped',
} as const;

/** Migrations, then the demo seed into an empty database, once at a time across processes. */
export async function prepareDatabase(
  database: Awaited<ReturnType<typeof openDatabase>>,
  config: Config,
  log: { info(message: string): void },
): Promise<void> {
  await withStartupLock(database, async () => {
    await migrate(database);
    log.info('migrations applied');
    log.info(SEED_MESSAGES[await seedDatabase(database.db, config.seed)]);
  });
}

/**
 * Serves in this process until SIGTERM or SIGINT, which let in-flight requests finish. `prepare`: migrate,
 * seed and bring the search index up to date first (a lone process); a cluster's primary did that for its
 * workers, and the primary prints the terminal lines.
 */
export async function serveInThisProcess(config: Config, { prepare }: { prepare: boolean }): Promise<void> {
  const speaks = config.terminal && prepare;
  if (speaks) console.log(startingLine(config));
  let failIdle: ((error: Error) => void) | undefined;
  const database = await openDatabase(config, (error) => failIdle?.(error));
  const app = await buildApp(database, config);
  failIdle = (error) => app.log.warn({ err: error }, 'idle database connection failed');
  joinClusterEvictions();
  if (prepare) {
    const payment = paymentLine(config);
    if (speaks) console.log(payment.text);
    else app.log[payment.level](payment.text);
    app.log.info(
      database.kind === 'pglite'
        ? `database: PGlite in ${config.dataDir}`
        : 'database: PostgreSQL (DATABASE_URL)',
    );
    app.log.info(processesLine(config));
    await prepareDatabase(database, config, app.log);
    // Before listening, and not in an onReady hook: re-indexing a large catalogue takes minutes, far past
    // fastify's plugin timeout.
    await ensureSearchIndexCurrent(database.db, app.log);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      // Closing PGlite last lets it flush its files.
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: in a cluster a worker gets Ctrl+C's SIGINT from the terminal and again from the
  // primary, and a second signal must not kill it while in-flight requests finish.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (speaks)
    console.log(readyLine(config, typeof address === 'object' && address ? address.port : config.port));
}
