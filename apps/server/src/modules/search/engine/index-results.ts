import type { SearchSort } from '@procuremart/contract';
import type { Counts } from '../facets';
import { BAND_BOUNDS } from '../price-bands';
import type { Matches } from './index-match';
import type { SearchIndex } from './search-index';
import { rowOrder, walkOrder } from './sort-orders';

const byId = (counts: Int32Array, ids: readonly number[] | null) => {
  const found = new Map<number, number>();
  for (let dense = 0; dense < counts.length; dense += 1)
    if (counts[dense] > 0) found.set(ids ? ids[dense] : dense, counts[dense]);
  return found;
};

/** The matches' total, and their counts per leaf category, brand, supplier (by id) and price band: one pass. */
export function countMatches(index: SearchIndex, m: Matches): Counts {
  const { cat3, brand, supplier } = index.dims;
  const byCat = new Int32Array(cat3.ids.length);
  const byBrand = new Int32Array(brand.ids.length);
  const bySupplier = new Int32Array(supplier.ids.length);
  const byBand = new Int32Array(BAND_BOUNDS.length + 1);
  const { rows } = m;
  for (let i = 0; i < m.size; i += 1) {
    const row = rows[i];
    byCat[index.cat3[row]] += 1;
    byBrand[index.brand[row]] += 1;
    bySupplier[index.supplier[row]] += 1;
    byBand[index.band[row]] += 1;
  }
  return {
    total: m.size,
    c: byId(byCat, cat3.ids),
    b: byId(byBrand, brand.ids),
    s: byId(bySupplier, supplier.ids),
    p: byId(byBand, null),
  };
}

/** `a` comes before `b` (positions in the matches) in the page's order. */
type Before = (a: number, b: number) => boolean;

function matchOrder(index: SearchIndex, m: Matches, sort: SearchSort, ranked: boolean): Before {
  const rows = m.rows;
  const bySales = rowOrder(index, 'sales');
  if (ranked && sort === 'relevance')
    return (a, b) => (m.scores[a] !== m.scores[b] ? m.scores[a] > m.scores[b] : bySales(rows[a], rows[b]));
  const before = rowOrder(index, sort === 'relevance' ? 'sales' : sort);
  return (a, b) => before(rows[a], rows[b]);
}

/**
 * The SKU ids of one page of the matches in the page's order: the first `offset + limit` are kept in a heap
 * whose top is the last of them, so a page costs one pass over the matches, not a sort of all of them.
 */
export function pageIds(
  index: SearchIndex,
  m: Matches,
  page: { sort: SearchSort; offset: number; limit: number; ranked: boolean },
): number[] {
  const keep = Math.min(page.offset + page.limit, m.size);
  if (keep <= page.offset) return [];
  const sort = page.sort === 'relevance' ? 'sales' : page.sort;
  // Dense matches: walking the prebuilt order is shorter than comparing every match.
  if (index.orders && !page.ranked && keep * (index.size / m.size) < m.size)
    return walkOrder(index, index.orders, sort, m.rows, m.size, keep)
      .slice(page.offset)
      .map((row) => index.skuId[row]);
  const before = matchOrder(index, m, page.sort, page.ranked);
  const heap = new Int32Array(keep);
  let size = 0;
  const down = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const last = right < size && before(heap[left], heap[right]) ? right : left;
      if (!before(heap[at], heap[last])) return;
      [heap[at], heap[last]] = [heap[last], heap[at]];
      at = last;
    }
  };
  for (let i = 0; i < m.size; i += 1) {
    if (size < keep) {
      let at = size;
      heap[size] = i;
      size += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent], heap[at])) break;
        [heap[at], heap[parent]] = [heap[parent], heap[at]];
        at = parent;
      }
    } else if (before(i, heap[0])) {
      heap[0] = i;
      down(0);
    }
  }
  const kept = Array.from(heap.subarray(0, size)).sort((a, b) => (before(a, b) ? -1 : 1));
  return kept.slice(page.offset).map((i) => index.skuId[m.rows[i]]);
}
