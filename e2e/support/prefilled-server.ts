import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openPglite } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDatabase } from '../../apps/server/src/db/seed';
import { ARTIFACTS_DIR } from './paths';
import { type RunningServer, startRealServer } from './real-server';

/**
 * A server of its own for a spec that needs rows no user flow can make yet (e.g. orders before checkout
 * exists): a PGlite database migrated, demo-seeded (without the 6,000-SKU catalogue unless asked: seeding it
 * takes minutes here) and filled by `fill` with the server's own test fixtures, then served by the built
 * server. Stopping it removes the database.
 */
export async function startPrefilledServer(
  fill: (db: Db) => Promise<void>,
  { demoCatalog = false } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-prefilled-'));
  // Where the server keeps its database inside DATA_DIR (db/client.ts openDatabase).
  const database = await openPglite(join(dataDir, 'pglite'));
  try {
    await migrate(database);
    await seedDatabase(database.db, 'demo', { demoCatalog, demoOrders: false });
    await fill(database.db);
  } finally {
    await database.close();
  }
  const server = await startRealServer({
    database: 'from-env',
    dataDir,
    logFile: join(ARTIFACTS_DIR, 'prefilled-server.log'),
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
