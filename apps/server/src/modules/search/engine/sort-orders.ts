import type { SearchSort } from '@procuremart/contract';
import type { SearchIndex } from './search-index';

// The index's rows in each sort's order, built when a load ends: a page of a large set is then read by
// walking that order and taking the rows the search marked, instead of comparing every match.

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

/** Rows 0 … `upTo - 1` sorted by sales, price (ascending; read backwards for descending) and newness. */
export interface SortOrders {
  upTo: number;
  sales: Int32Array;
  priceAsc: Int32Array;
  newest: Int32Array;
}

export function buildSortOrders(index: SearchIndex): SortOrders {
  const sorted = (sort: 'sales' | 'priceAsc' | 'newest') => {
    const before = rowOrder(index, sort);
    const rows = new Int32Array(index.size);
    for (let row = 0; row < index.size; row += 1) rows[row] = row;
    return rows.sort((x, y) => (before(x, y) ? -1 : 1));
  };
  return { upTo: index.size, sales: sorted('sales'), priceAsc: sorted('priceAsc'), newest: sorted('newest') };
}

let mark = new Int32Array(0);
let stamp = 0;

/**
 * The first `keep` of `rows` (the matches) in the order of `sort`, walking the prebuilt order and taking the
 * marked rows; rows added after the orders were built are merged in. Worth it where the matches are dense
 * enough that the walk is shorter than the matches: the caller decides.
 */
export function walkOrder(
  index: SearchIndex,
  orders: SortOrders,
  sort: Exclude<SearchSort, 'relevance'>,
  rows: Int32Array,
  size: number,
  keep: number,
): number[] {
  if (mark.length < index.size) mark = new Int32Array(Math.max(index.size, mark.length * 2));
  stamp += 1;
  if (stamp === 0x7fffffff) {
    mark.fill(0);
    stamp = 1;
  }
  const later: number[] = [];
  for (let i = 0; i < size; i += 1) {
    const row = rows[i];
    if (row < orders.upTo) mark[row] = stamp;
    else later.push(row);
  }
  const taken: number[] = [];
  const order = sort === 'priceDesc' ? orders.priceAsc : orders[sort === 'priceAsc' ? 'priceAsc' : sort];
  if (sort === 'priceDesc') {
    for (let i = order.length - 1; i >= 0 && taken.length < keep; i -= 1)
      if (mark[order[i]] === stamp) taken.push(order[i]);
  } else {
    for (let i = 0; i < order.length && taken.length < keep; i += 1)
      if (mark[order[i]] === stamp) taken.push(order[i]);
  }
  if (later.length === 0) return taken;
  const before = rowOrder(index, sort);
  return [...taken, ...later].sort((x, y) => (before(x, y) ? -1 : 1)).slice(0, keep);
}
