import type { Database } from '../client';
import { migrate, withStartupLock } from '../migrate';
import { type BenchCatalogOptions, loadBenchCatalog } from './bench/bench-catalog';
import { seedDatabase } from './index';

/**
 * What `npm run bench:seed` does on an open database: migrates it and seeds the demo when it is new (so the
 * demo accounts exist for the bench), then replaces its goods with the generated catalogue. Answers the
 * final row counts.
 */
export async function runBenchSeed(
  database: Database,
  seedMode: 'demo' | 'none',
  options: BenchCatalogOptions,
): Promise<Record<string, number>> {
  await withStartupLock(database, async () => {
    await migrate(database);
    const outcome = await seedDatabase(database.db, seedMode, { demoOrders: false });
    options.log(`seed (SEED=${seedMode}): ${outcome}`);
  });
  return loadBenchCatalog(database.db, options);
}
