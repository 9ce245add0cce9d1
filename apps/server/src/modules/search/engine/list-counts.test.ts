import { describe, expect, it } from 'vitest';
import { searchIndex } from './index-search';
import { walkOrder } from './order-walk';
import { rowOrder } from './sort-orders';
import { catalogue, SORTS, searches } from './test-catalogue';

// A long list searched alone takes its counts from those kept since the load (corrected for the rows that
// died or came since) and may read its page by walking a sort's order. Both must answer exactly what counting
// and reading every match answers: the same index is built twice, once keeping counts for every list and once
// for none, and changed after its load (prices changed, SKUs taken off the shelf, new SKUs) before comparing.

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
