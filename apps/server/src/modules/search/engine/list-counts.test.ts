import type { SearchSort } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import type { ResolvedFilter } from '../search-filters';
import { searchIndex } from './index-search';
import { walkOrder } from './order-walk';
import { type IndexedSku, SearchIndex } from './search-index';
import { rowOrder } from './sort-orders';

// A long list searched alone takes its counts from those kept since the load (corrected for the rows that
// died or came since) and may read its page by walking a sort's order. Both must answer exactly what counting
// and reading every match answers: the same index is built twice, once keeping counts for every list and once
// for none, and changed after its load (prices changed, SKUs taken off the shelf, new SKUs) before comparing.

const WORDS = ['screw', 'bolt', 'nut', 'washer', 'drill', 'paper', 'pen', 'glove'];

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function sku(skuId: number, next: () => number): IndexedSku {
  const pick = (n: number) => Math.floor(next() * n);
  // Word i is in about one SKU of i + 1: "screw" in all of them, "glove" in one of eight.
  const words = WORDS.filter((_, i) => pick(i + 1) === 0);
  const priceCents = 100 + pick(100_000);
  return {
    skuId,
    priceCents,
    band: Math.min(Math.floor(priceCents / 20_000), 4),
    salesCount: pick(50),
    createdAt: 1_700_000_000_000 + pick(1000) * 60_000,
    cat1: 1,
    cat2: 10 + pick(2),
    cat3: 100 + pick(5),
    brandId: 200 + pick(7),
    supplierId: 300 + pick(3),
    shopId: 400 + pick(4),
    doc: words.map((word, i) => `'${word}':${i + 1}${'ABCD'[pick(4)]}`).join(' '),
    channelIds: [],
    poolIds: [],
  };
}

/** The same catalogue, changed after its load; `longList` 1 keeps counts for every list, a billion for none. */
function catalogue(longList: number): SearchIndex {
  const index = new SearchIndex(longList);
  const next = random(7);
  for (let id = 1; id <= 400; id += 1) index.put(id, sku(id, next));
  index.loaded();
  for (let id = 1; id <= 400; id += 7) index.put(id, sku(id, next)); // a new price, sales, words
  for (let id = 3; id <= 400; id += 11) index.put(id, null); // off the shelf
  for (let id = 401; id <= 440; id += 1) index.put(id, sku(id, next)); // new SKUs
  return index;
}

const filter = (change: Partial<ResolvedFilter>): ResolvedFilter => ({
  tsquery: null,
  lexemes: [],
  matchesNothing: false,
  category: null,
  leafIds: null,
  brandIds: null,
  supplierIds: null,
  shopId: null,
  priceMin: null,
  priceMax: null,
  bands: null,
  restriction: null,
  ...change,
});

const searches: [string, ResolvedFilter][] = [
  ...WORDS.map((word): [string, ResolvedFilter] => [word, filter({ tsquery: word, lexemes: [word] })]),
  ['category level 2', filter({ category: { level: 2, id: 11 } })],
  ['category level 3', filter({ category: { level: 3, id: 102 } })],
  ['brand', filter({ brandIds: [203] })],
  ['supplier', filter({ supplierIds: [301] })],
  ['shop', filter({ shopId: 402 })],
];
const SORTS: SearchSort[] = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'];

describe('counts kept for long lists', () => {
  const kept = catalogue(1);
  const counted = catalogue(1_000_000_000);

  it.each(searches)('answers a search of %s alone as counting every match does', (_, search) => {
    for (const sort of SORTS)
      for (const offset of [0, 20, 100]) {
        const page = { sort, offset, limit: 20, rankLimit: 30 };
        expect(searchIndex(kept, search, page, true)).toEqual(searchIndex(counted, search, page, true));
      }
    const page = { sort: 'sales' as const, offset: 0, limit: 20, rankLimit: 30 };
    expect(searchIndex(kept, search, page, true).counts.total).toBeGreaterThan(0);
  });

  it('walks a sort order to the same page as sorting every alive row of the list', () => {
    const list = kept.lexemes.listOf('bolt');
    if (!list) throw new Error('no bolt');
    const alive = Array.from(list.rows.subarray(list.start, list.end)).filter((row) => kept.isAlive(row));
    expect(alive.some((row) => row >= kept.rankedUpTo)).toBe(true);
    for (const sort of ['sales', 'priceAsc', 'priceDesc', 'newest'] as const) {
      const before = rowOrder(kept, sort);
      const sorted = [...alive].sort((x, y) => (before(x, y) ? -1 : 1));
      expect(walkOrder(kept, list, sort, 25)).toEqual(sorted.slice(0, 25));
    }
  });
});
