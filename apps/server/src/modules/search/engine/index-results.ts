import type { SearchSort } from '@procuremart/contract';
import type { Counts } from '../facets';
import { BAND_BOUNDS } from '../price-bands';
import type { Matches } from './index-match';
import type { SearchIndex } from './search-index';

function countBy(column: Int32Array, ids: readonly number[] | null, size: number, m: Matches) {
  const counts = new Int32Array(size);
  for (let i = 0; i < m.size; i += 1) counts[column[m.rows[i]]] += 1;
  const byId = new Map<number, number>();
  counts.forEach((n, dense) => {
    if (n > 0) byId.set(ids ? ids[dense] : dense, n);
  });
  return byId;
}

/** The matches' total, and their counts per leaf category, brand, supplier (by id) and price band. */
export function countMatches(index: SearchIndex, m: Matches): Counts {
  const { cat3, brand, supplier } = index.dims;
  return {
    total: m.size,
    c: countBy(index.cat3, cat3.ids, cat3.ids.length, m),
    b: countBy(index.brand, brand.ids, brand.ids.length, m),
    s: countBy(index.supplier, supplier.ids, supplier.ids.length, m),
    p: countBy(index.band, null, BAND_BOUNDS.length + 1, m),
  };
}

/** `a` comes before `b` (match positions) in the page order; every order ends with the SKU id. */
type Before = (a: number, b: number) => boolean;

function orderOf(index: SearchIndex, m: Matches, sort: SearchSort, ranked: boolean): Before {
  const { sales, price, created, skuId } = index;
  const row = (i: number) => m.rows[i];
  const bySales: Before = (a, b) => {
    const x = row(a);
    const y = row(b);
    return sales[x] !== sales[y] ? sales[x] > sales[y] : skuId[x] > skuId[y];
  };
  if (ranked && sort === 'relevance')
    return (a, b) => (m.scores[a] !== m.scores[b] ? m.scores[a] > m.scores[b] : bySales(a, b));
  if (sort === 'priceAsc')
    return (a, b) => {
      const x = row(a);
      const y = row(b);
      return price[x] !== price[y] ? price[x] < price[y] : skuId[x] < skuId[y];
    };
  if (sort === 'priceDesc')
    return (a, b) => {
      const x = row(a);
      const y = row(b);
      return price[x] !== price[y] ? price[x] > price[y] : skuId[x] > skuId[y];
    };
  if (sort === 'newest')
    return (a, b) => {
      const x = row(a);
      const y = row(b);
      return created[x] !== created[y] ? created[x] > created[y] : skuId[x] > skuId[y];
    };
  return bySales;
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
  const before = orderOf(index, m, page.sort, page.ranked);
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
