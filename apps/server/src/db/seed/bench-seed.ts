import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { DEMO_CATALOG_OPTIONS } from '../../modules/catalog';
import { openDatabase } from '../client';
import { runBenchSeed } from './run-bench-seed';

// npm run bench:seed -- --skus 100000 [--batch 5000] [--seed 20260105]
// Replaces the goods of DATABASE_URL's PostgreSQL (or DATA_DIR's PGlite) with N generated SKUs. The
// database is migrated and demo-seeded first when it is new, so the demo accounts exist for the bench.
// Orders, carts and price changes made on the old goods go with them (bench/clear-goods.ts).

const { values } = parseArgs({
  options: {
    skus: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '5000' },
    seed: { type: 'string', default: String(DEMO_CATALOG_OPTIONS.seed) },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, got ${text}`);
  return value;
}

async function main(): Promise<void> {
  const skuCount = positive('skus', values.skus);
  const batchSize = positive('batch', values.batch);
  const seed = /^\d+$/.test(values.seed) ? Number(values.seed) : values.seed;
  const config = loadConfig();
  const database = await openDatabase(config);
  const log = (line: string) => console.log(line);
  log(database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)');
  try {
    const counts = await runBenchSeed(database, config.seed, { skuCount, batchSize, seed, log });
    for (const [name, value] of Object.entries(counts))
      log(`${name.padEnd(16)} ${Number(value).toLocaleString('en')}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error('bench:seed failed:', error);
  process.exit(1);
});
