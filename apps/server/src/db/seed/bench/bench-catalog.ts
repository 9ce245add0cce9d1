import { count, sql } from 'drizzle-orm';
import {
  generateCatalog,
  insertSkuBatch,
  loadCatalogReference,
  resetGoodsIds,
  type SkuBatch,
} from '../../../modules/catalog';
import { seedHomeContent } from '../../../modules/content';
import { homeCarousel } from '../../../modules/content/shared-tables';
import { indexSkus, seedHotWords } from '../../../modules/search';
import { sqlRows } from '../../../platform/sql-rows';
import type { Db } from '../../client';
import { dropSecondaryIndexes, restoreIndexes } from './bulk-indexes';
import { clearGoods } from './clear-goods';

// Replaces the goods of a database with N generated SKUs (same generator and reference data as the demo):
// large unnest() INSERTs, a transaction every TX_SKUS SKUs, secondary indexes built after the load.

export interface BenchCatalogOptions {
  skuCount: number;
  /** SKUs per generated batch and per INSERT statement. */
  batchSize: number;
  seed: number | string;
  log: (line: string) => void;
}

/** Goods tables the load fills (whose secondary indexes are dropped during the load). */
const GOODS_TABLES = [
  'cart_lines',
  'sku_search',
  'sku_attribute_values',
  'sku_channels',
  'sku_pools',
  'skus',
  'spus',
];
const TX_SKUS = 100_000;
const AT = new Date('2026-01-05T01:00:00.000Z');

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function loadBatches(
  db: Db,
  batches: Iterator<SkuBatch>,
  brandIds: Map<number, number>,
  options: BenchCatalogOptions,
) {
  const started = Date.now();
  const [{ yes: skipTriggers }] = await sqlRows<{ yes: boolean }>(
    db,
    sql`select current_setting('is_superuser') = 'on' as yes`,
  );
  if (skipTriggers) options.log('  (superuser: foreign-key checks skipped during the load)');
  let loaded = 0;
  let done = false;
  while (!done) {
    await db.transaction(async (tx) => {
      // The generated rows reference each other correctly by construction (generator tests): a superuser
      // skips the foreign-key triggers of the load.
      if (skipTriggers) await tx.execute(sql`set local session_replication_role = replica`);
      const until = loaded + TX_SKUS;
      while (loaded < until) {
        const next = batches.next();
        if (next.done) {
          done = true;
          return;
        }
        const batch = next.value;
        await insertSkuBatch(tx, batch, brandIds, options.batchSize);
        await indexSkus(
          tx,
          batch.skus.map((sku) => sku.id),
        );
        loaded += batch.skus.length;
        const rate = Math.round(loaded / Math.max((Date.now() - started) / 1000, 0.001));
        options.log(
          `  ${loaded.toLocaleString('en')} / ${options.skuCount.toLocaleString('en')} SKUs, ${seconds(started)} s, ${rate.toLocaleString('en')}/s`,
        );
      }
    });
  }
}

/** Loads the catalogue and prints progress; returns the final row counts. */
export async function loadBenchCatalog(
  db: Db,
  options: BenchCatalogOptions,
): Promise<Record<string, number>> {
  const { log } = options;
  const started = Date.now();
  const catalog = generateCatalog({
    seed: options.seed,
    skuCount: options.skuCount,
    batchSize: options.batchSize,
  });
  // Emptying search_index_state lets the first batch record this tokenizer (markIndexStarted), so the
  // server does not re-index everything at its next start.
  log(
    `cleared the goods, the search dictionary and what refers to them: ${(await clearGoods(db)).join(', ')}`,
  );
  const brandIds = await db.transaction((tx) => loadCatalogReference(tx, catalog.reference, AT, null));
  const indexes = await dropSecondaryIndexes(db, GOODS_TABLES);
  log(`dropped ${indexes.length} secondary indexes; loading ${options.skuCount.toLocaleString('en')} SKUs`);
  try {
    await loadBatches(db, catalog.batches(), brandIds, options);
  } finally {
    log('building indexes');
    await restoreIndexes(db, indexes, log);
  }
  await resetGoodsIds(db);
  await db.transaction(async (tx) => {
    const [{ slides }] = await tx.select({ slides: count() }).from(homeCarousel);
    if (Number(slides) === 0) await seedHomeContent(tx, AT);
    await seedHotWords(tx, AT);
  });
  log('analyze');
  await db.execute(sql`analyze`);
  const [counts] = await sqlRows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from skus)::int as skus,
      (select count(*) from skus where status = 1)::int as "onShelf",
      (select count(*) from skus where status = 0)::int as "offShelf",
      (select count(*) from spus)::int as spus,
      (select count(*) from sku_attribute_values)::int as "attributeValues",
      (select count(*) from sku_search)::int as "searchRows",
      (select count(*) from search_words)::int as "searchWords",
      (select count(*) from brands)::int as brands,
      (select count(*) from supplier_shops)::int as shops`,
  );
  log(`done in ${seconds(started)} s`);
  return counts;
}
