import type { SearchSort } from '@procuremart/contract';
import type { RowList } from './lexeme-lists';
import { firstAtLeast, holds } from './list-facets';
import type { SearchIndex } from './search-index';
import { rowOrder } from './sort-orders';

// A page of one long list alone (a common word, a category) in a sort's order: walking the order from its
// start and taking the list's rows reads about `keep × rows ÷ matches` rows, each a binary search in the list,
// instead of every match. Rows added after the orders were built are merged in.

/** Rows read by a walk for a page of `keep` of `total` matches. */
const walkLength = (index: SearchIndex, keep: number, total: number) =>
  (keep * index.rankedUpTo) / Math.max(total, 1);

/** The longest walk that costs less than reading the matches (each walked row costs a binary search). */
export const walkBudget = (total: number) => total / Math.log2(total + 2);

/** Whether walking is likely to cost less than reading the matches, were the list spread evenly. */
export function walkPays(index: SearchIndex, keep: number, total: number): boolean {
  return walkLength(index, keep, total) < walkBudget(total) / 2;
}

/**
 * The first `keep` alive rows of `list` in the order of `sort`, or null when that takes a walk longer than
 * `longest` rows (a list is not spread evenly over every order: the cheapest goods are rarely screws).
 */
export function walkOrder(
  index: SearchIndex,
  list: RowList,
  sort: Exclude<SearchSort, 'relevance'>,
  keep: number,
  longest = Number.POSITIVE_INFINITY,
): number[] | null {
  const orders = index.orders;
  if (!orders || keep === 0) return [];
  const order = sort === 'priceDesc' || sort === 'priceAsc' ? orders.priceAsc : orders[sort];
  const taken: number[] = [];
  const backwards = sort === 'priceDesc';
  for (let walked = 0; walked < order.length && taken.length < keep; walked += 1) {
    if (walked >= longest) return null;
    const row = order[backwards ? order.length - 1 - walked : walked];
    if (index.isAlive(row) && holds(list, row)) taken.push(row);
  }
  const later: number[] = [];
  for (let i = firstAtLeast(list, index.rankedUpTo); i < list.end; i += 1)
    if (index.isAlive(list.rows[i])) later.push(list.rows[i]);
  if (later.length === 0) return taken;
  const before = rowOrder(index, sort);
  return [...taken, ...later].sort((x, y) => (before(x, y) ? -1 : 1)).slice(0, keep);
}
