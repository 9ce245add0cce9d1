// The in-process search index alone, without HTTP or the cards query: loads the index of DATABASE_URL (the
// 1M-SKU bench database), then answers the search scenario's query set in-process and prints, per search,
// the time of each phase (match, facet counts, page). A benchmark: it prints figures and asserts nothing.
//   DATABASE_URL=postgres://… npx tsx bench/search-index.ts [--rounds 3]

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { GoodsCard } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { openPostgres } from '../apps/server/src/db/client';
import {
  indexFromSnapshot,
  loadIndex,
  RANK_LIMIT,
  resolveFilter,
  SearchIndex,
  searchIndex,
  snapshotBytes,
} from '../apps/server/src/modules/search/test-support';
import { sqlRows } from '../apps/server/src/platform/sql-rows';
import { mulberry32 } from './lib/random';
import { SEARCH_KEYWORDS } from './scenarios/search-goods';
import { labelledQuerySet, type SearchInput } from './scenarios/search-queries';

/**
 * The index, loaded from the database, or read from the copy `--keep FILE` names (written after a load), so
 * that a change to the search code is measured without waiting for the load. Only for the search code: a
 * change to the index's layout needs a fresh load.
 */
/** The kept copy is the server's snapshot format, under an identity of its own. */
const KEEP_IDENTITY = 'bench/search-index';

async function loadOrRead(db: Db): Promise<SearchIndex> {
  const keep = process.argv.includes('--keep') ? process.argv[process.argv.indexOf('--keep') + 1] : null;
  const read = keep && existsSync(keep) ? indexFromSnapshot(readFileSync(keep), KEEP_IDENTITY) : null;
  if (read) return read.index;
  const index = new SearchIndex();
  const seq = await loadIndex(db, index);
  if (keep) writeFileSync(keep, snapshotBytes(index, seq, KEEP_IDENTITY));
  return index;
}

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to the bench database');
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 3;

const database = await openPostgres(url);
const db = database.db;
/** Cards as the scenario samples them from shops, here read straight from a sample of the SKUs. */
const cards = await sqlRows<GoodsCard>(
  db,
  sql`select s.sku_name as "skuName", s.sku_name_en as "skuNameEn", s.model, b.brand_name as "brandName",
             b.brand_name_en as "brandNameEn", s.brand_id::text as "brandId", s.supplier_id::text as "supplierId",
             s.sale_price::text as price
        from skus s tablesample system (0.5) repeatable (20261128) join brands b on b.id = s.brand_id
       where exists (select 1 from sku_search ss where ss.sku_id = s.id and ss.on_shelf) limit 4000`,
);
const random = mulberry32(20261128);
const keywordInputs: SearchInput[] = SEARCH_KEYWORDS.flatMap((keyword) => [
  { keyword, pageNo: 1, pageSize: 20 },
  { keyword, pageNo: 3, pageSize: 20, sort: 'priceAsc' as const },
]);
const inputs = [
  ...labelledQuerySet(cards, 6000, random),
  ...keywordInputs.map((input) => ({ input, kind: '78 keywords' })),
];
/** How a search is narrowed, for the breakdown. */
const narrowing = (input: SearchInput): string =>
  input.brandIds
    ? 'brand filter'
    : input.supplierIds
      ? 'supplier filter'
      : input.priceMin
        ? 'price range'
        : input.sort
          ? `sorted (${input.sort})`
          : 'keyword only';
const searches: {
  filter: Awaited<ReturnType<typeof resolveFilter>>;
  input: SearchInput;
  classes: string[];
  micros: number;
  matched: number;
}[] = [];
for (const { input, kind } of inputs) {
  const { sort: _sort, pageNo: _pageNo, pageSize: _pageSize, ...criteria } = input;
  const classes = [`query: ${kind}`, `narrowed: ${narrowing(input)}`];
  if ((input.pageNo ?? 1) > 1) classes.push('narrowed: page 2 or deeper');
  searches.push({ filter: await resolveFilter(db, criteria), input, classes, micros: 0, matched: 0 });
}
const started = performance.now();
const index = await loadOrRead(db);
console.log(
  `loaded ${index.size.toLocaleString('en')} rows, ${index.lexemes.postings.toLocaleString('en')} postings ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s; heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB, ` +
    `rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
);

await database.close();

/** Milliseconds of all searches, and their matches, in one round. */
function round(withFacets: boolean): { ms: number; matched: number } {
  let matched = 0;
  const started = process.cpuUsage();
  for (const search of searches) {
    const { filter, input } = search;
    const pageSize = input.pageSize ?? 20;
    const offset = ((input.pageNo ?? 1) - 1) * pageSize;
    const page = { sort: input.sort ?? 'relevance', offset, limit: pageSize, rankLimit: RANK_LIMIT };
    const at = performance.now();
    const total = searchIndex(index, filter, page, withFacets).counts.total;
    if (withFacets) search.micros += (performance.now() - at) * 1000;
    search.matched = total;
    matched += total;
  }
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, matched };
}

round(true);
let facets = 0;
let noFacets = 0;
let matched = 0;
for (let i = 1; i < rounds; i += 1) {
  const withFacets = round(true);
  facets += withFacets.ms;
  matched = withFacets.matched;
  noFacets += round(false).ms;
}
const per = (ms: number) => `${((ms / (rounds - 1) / searches.length) * 1000).toFixed(0)} µs`;
console.log(
  `${searches.length.toLocaleString('en')} searches × ${rounds - 1} rounds (after one warm-up), ` +
    `${Math.round(matched / searches.length).toLocaleString('en')} matches each on average`,
);
console.log(
  `CPU time per search: ${per(facets)} with total, facet counts and page (searchGoods), ` +
    `${per(noFacets)} with total and page (getShopGoods)`,
);

/** The same searches by what they are made of: which kinds of query and narrowing cost what. */
const classes = new Map<string, { count: number; micros: number; matched: number }>();
for (const search of searches)
  for (const name of search.classes) {
    const entry = classes.get(name) ?? { count: 0, micros: 0, matched: 0 };
    entry.count += 1;
    entry.micros += search.micros / (rounds - 1);
    entry.matched += search.matched;
    classes.set(name, entry);
  }
console.log('\nby kind (wall time per search with facets, in the index only):');
console.log(`${'class'.padEnd(36)}${'searches'.padStart(9)}${'matches'.padStart(10)}${'µs'.padStart(8)}`);
for (const [name, entry] of [...classes].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `${name.padEnd(36)}${String(entry.count).padStart(9)}${Math.round(entry.matched / entry.count)
      .toLocaleString('en')
      .padStart(10)}${Math.round(entry.micros / entry.count)
      .toLocaleString('en')
      .padStart(8)}`,
  );
