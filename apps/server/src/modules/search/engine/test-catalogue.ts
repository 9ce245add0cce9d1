// A small catalogue for the index's tests: 400 SKUs with eight words of falling frequency, changed after
// its load (new prices, sales and words, SKUs off the shelf, new SKUs), and searches of each kind of list.
import type { SearchSort } from '@procuremart/contract';
import type { ResolvedFilter } from '../search-filters';
import { type IndexedSku, SearchIndex } from './search-index';

export const WORDS = ['screw', 'bolt', 'nut', 'washer', 'drill', 'paper', 'pen', 'glove'];

export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function sku(skuId: number, next: () => number): IndexedSku {
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
export function catalogue(longList: number): SearchIndex {
  const index = new SearchIndex(longList);
  const next = random(7);
  for (let id = 1; id <= 400; id += 1) index.put(id, sku(id, next));
  index.loaded();
  for (let id = 1; id <= 400; id += 7) index.put(id, sku(id, next)); // a new price, sales, words
  for (let id = 3; id <= 400; id += 11) index.put(id, null); // off the shelf
  for (let id = 401; id <= 440; id += 1) index.put(id, sku(id, next)); // new SKUs
  return index;
}

export const filter = (change: Partial<ResolvedFilter>): ResolvedFilter => ({
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

export const searches: [string, ResolvedFilter][] = [
  ...WORDS.map((word): [string, ResolvedFilter] => [word, filter({ tsquery: word, lexemes: [word] })]),
  ['category level 2', filter({ category: { level: 2, id: 11 } })],
  ['category level 3', filter({ category: { level: 3, id: 102 } })],
  ['brand', filter({ brandIds: [203] })],
  ['supplier', filter({ supplierIds: [301] })],
  ['shop', filter({ shopId: 402 })],
];
export const SORTS: SearchSort[] = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'];
