import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate, withStartupLock } from './db/migrate';
import { seedDatabase } from './db/seed';
import { ensureSearchIndexCurrent } from './modules/search';
import { paymentLine, readyLine, startingLine } from './ready-line';

const SEED_MESSAGES = {
  seeded: 'demo data seeded into the empty database',
  'not-empty': 'database already holds data: demo seed skipped',
  skipped: 'SEED=none: demo seed skipped',
} as const;

async function start(): Promise<void> {
  const config = loadConfig(process.env, Boolean(process.stdout.isTTY));
  if (config.terminal) console.log(startingLine(config));
  let failIdle: ((error: Error) => void) | undefined;
  const database = await openDatabase(config, (error) => failIdle?.(error));
  const app = await buildApp(database, config);
  failIdle = (error) => app.log.warn({ err: error }, 'idle database connection failed');
  const payment = paymentLine(config);
  if (config.terminal) console.log(payment.text);
  else app.log[payment.level](payment.text);
  app.log.info(
    database.kind === 'pglite'
      ? `database: PGlite in ${config.dataDir}`
      : 'database: PostgreSQL (DATABASE_URL)',
  );

  await withStartupLock(database, async () => {
    await migrate(database);
    app.log.info('migrations applied');
    app.log.info(SEED_MESSAGES[await seedDatabase(database.db, config.seed)]);
  });
  // Before listening, and not in an onReady hook: re-indexing a large catalogue takes minutes, far past
  // fastify's plugin timeout.
  await ensureSearchIndexCurrent(database.db, app.log);

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
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (config.terminal)
    console.log(readyLine(config, typeof address === 'object' && address ? address.port : config.port));
}

start().catch((error) => {
  console.error('ProcureMart server failed to start:', error);
  process.exit(1);
});
