import type { SearchSort } from '@procuremart/contract';
import type { RankedSort, SearchIndex } from './search-index';

// Each sort's order of the rows, and each row's place in it, built when a load ends. A page of a search is the
// matches of smallest rank, kept while the search reads them (top-rows.ts); a page of a long list alone is
// read by walking the order (order-walk.ts).

/** `x` comes before `y` (rows) in a sort's order; every order ends with the SKU id. */
export type RowBefore = (x: number, y: number) => boolean;

export function rowOrder(index: SearchIndex, sort: Exclude<SearchSort, 'relevance'>): RowBefore {
  const { sales, price, created, skuId } = index;
  if (sort === 'priceAsc')
    return (x, y) => (price[x] !== price[y] ? price[x] < price[y] : skuId[x] < skuId[y]);
  if (sort === 'priceDesc')
    return (x, y) => (price[x] !== price[y] ? price[x] > price[y] : skuId[x] > skuId[y]);
  if (sort === 'newest')
    return (x, y) => (created[x] !== created[y] ? created[x] > created[y] : skuId[x] > skuId[y]);
  return (x, y) => (sales[x] !== sales[y] ? sales[x] > sales[y] : skuId[x] > skuId[y]);
}

/** The kept order of a sort and its direction (price descending reads the ascending ranks backwards). */
export function rankOf(sort: Exclude<SearchSort, 'relevance'>): { rank: RankedSort; sign: 1 | -1 } {
  if (sort === 'priceAsc') return { rank: 'priceAsc', sign: 1 };
  if (sort === 'priceDesc') return { rank: 'priceAsc', sign: -1 };
  if (sort === 'newest') return { rank: 'newest', sign: 1 };
  return { rank: 'sales', sign: 1 };
}

/** Rows 0 … `index.rankedUpTo - 1` sorted by sales, price (ascending; read backwards for descending), newness. */
export interface SortOrders {
  sales: Int32Array;
  priceAsc: Int32Array;
  newest: Int32Array;
}

/** Sorts the rows in the sales, price and newness orders, and keeps each row's rank in it. */
export function rankRows(index: SearchIndex): SortOrders {
  const orders = {} as SortOrders;
  for (const sort of ['sales', 'priceAsc', 'newest'] as const) {
    const before = rowOrder(index, sort);
    const rows = new Int32Array(index.size);
    for (let row = 0; row < index.size; row += 1) rows[row] = row;
    rows.sort((x, y) => (before(x, y) ? -1 : 1));
    for (let rank = 0; rank < rows.length; rank += 1) index.ranks[sort][rows[rank]] = rank;
    orders[sort] = rows;
  }
  return orders;
}
