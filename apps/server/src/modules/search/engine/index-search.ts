import type { SearchSort } from '@procuremart/contract';
import type { Counts } from '../facets';
import { BAND_BOUNDS } from '../price-bands';
import type { ResolvedFilter } from '../search-filters';
import { type Scan, scanMatches } from './index-scan';
import type { RowList } from './lexeme-lists';
import type { FacetArrays } from './list-facets';
import { walkBudget, walkOrder, walkPays } from './order-walk';
import type { SearchIndex } from './search-index';
import { rankOf, rowOrder } from './sort-orders';
import { TopRows } from './top-rows';

export interface IndexPage {
  sort: SearchSort;
  offset: number;
  limit: number;
  /** Above this many matches a relevance page is in sales order (search-page.ts RANK_LIMIT). */
  rankLimit: number;
}

const byId = (counts: Int32Array, ids: readonly number[] | null) => {
  const found = new Map<number, number>();
  for (let dense = 0; dense < counts.length; dense += 1)
    if (counts[dense] > 0) found.set(ids ? ids[dense] : dense, counts[dense]);
  return found;
};

function countsOf(index: SearchIndex, total: number, counts: FacetArrays | null): Counts {
  if (!counts) return { total, c: new Map(), b: new Map(), s: new Map(), p: new Map() };
  const { cat3, brand, supplier } = index.dims;
  return {
    total,
    c: byId(counts.cat3, cat3.ids),
    b: byId(counts.brand, brand.ids),
    s: byId(counts.supplier, supplier.ids),
    p: byId(counts.band, null),
  };
}

/** The first `keep` rows in the sort's order: the ranked rows kept by the pass, merged with unranked ones. */
function sortPage(index: SearchIndex, top: TopRows, sort: Exclude<SearchSort, 'relevance'>): number[] {
  const kept = top.sorted();
  if (top.unranked.length === 0) return kept;
  const before = rowOrder(index, sort);
  return [...kept, ...top.unranked].sort((x, y) => (before(x, y) ? -1 : 1)).slice(0, top.keep);
}

/** Relevance first (the sum of score bytes, at most 65,535), then the sales rank: one number, smallest first. */
const relevanceKey = (score: number, salesRank: number) => (0xffff - score) * 2 ** 31 + salesRank;

/** The first `keep` matches by relevance (the lexemes' score bytes), then in sales order. */
function relevancePage(index: SearchIndex, scan: Scan, keep: number): number[] {
  const { rows, scores } = scan;
  const top = new TopRows(keep);
  for (let i = 0; i < scan.size; i += 1) {
    const rank = index.ranks.sales[rows[i]];
    if (rank < 0) top.unranked.push(i);
    else top.offer(relevanceKey(scores[i], rank), i);
  }
  let kept = top.sorted();
  if (top.unranked.length > 0) {
    const bySales = rowOrder(index, 'sales');
    kept = [...kept, ...top.unranked]
      .sort((a, b) => (scores[a] !== scores[b] ? scores[b] - scores[a] : bySales(rows[a], rows[b]) ? -1 : 1))
      .slice(0, keep);
  }
  return kept.map((i) => rows[i]);
}

/** The list a search reads when it is one list alone (one word, or one category, brand, supplier or shop). */
function soleList(index: SearchIndex, filter: ResolvedFilter): { name: string; list: RowList } | null {
  const { category, brandIds, supplierIds, shopId, lexemes } = filter;
  if (filter.leafIds || filter.bands || filter.priceMin !== null || filter.priceMax !== null) return null;
  if (filter.restriction || filter.matchesNothing) return null;
  const keys = [
    category && `c${category.level}:${category.id}`,
    brandIds && (brandIds.length === 1 ? `b:${brandIds[0]}` : '?'),
    supplierIds && (supplierIds.length === 1 ? `s:${supplierIds[0]}` : '?'),
    shopId !== null && `h:${shopId}`,
  ].filter((key): key is string => typeof key === 'string');
  if (lexemes.length === 1 && keys.length === 0) {
    const list = index.lexemes.listOf(lexemes[0]);
    return list && { name: `w:${lexemes[0]}`, list };
  }
  if (lexemes.length > 0 || keys.length !== 1) return null;
  const list = index.keys.get(keys[0]);
  return list
    ? { name: keys[0], list: { rows: list.rows, scores: list.scores, start: 0, end: list.size } }
    : null;
}

/**
 * A search of one long list alone, from the counts kept for it: its page by walking the sort's order where
 * that is shorter, else by one pass that keeps the page. Null when the list has no counts kept, or when its
 * page is by relevance.
 */
function fromListCounts(index: SearchIndex, filter: ResolvedFilter, page: IndexPage, withFacets: boolean) {
  const sole = soleList(index, filter);
  const kept = sole && index.listFacets.countsOf(index, sole.name, sole.list, BANDS);
  if (!sole || !kept || ranks(page, filter, kept.total)) return null;
  const keep = page.offset + page.limit;
  const sort = page.sort === 'relevance' ? 'sales' : page.sort;
  let rows = walkPays(index, keep, kept.total)
    ? walkOrder(index, sole.list, sort, keep, walkBudget(kept.total))
    : null;
  if (!rows) {
    const top = new TopRows(keep);
    scanMatches(index, filter, { top, ...rankOf(sort) }, null);
    rows = sortPage(index, top, sort);
  }
  return { counts: countsOf(index, kept.total, withFacets ? kept.facets : null), rows };
}

/** Whether a page is in relevance order: a keyword search of at most rankLimit matches (else sales order). */
const ranks = (page: IndexPage, filter: ResolvedFilter, total: number) =>
  page.sort === 'relevance' && filter.lexemes.length > 0 && total <= page.rankLimit;

const BANDS = BAND_BOUNDS.length + 1;

/**
 * A search answered by the in-process index in one pass over its candidates: the counts (when asked for)
 * and the SKU ids of one page.
 */
export function searchIndex(
  index: SearchIndex,
  filter: ResolvedFilter,
  page: IndexPage,
  withFacets: boolean,
): { counts: Counts; ids: number[] } {
  const ids = (rows: number[]) => rows.slice(page.offset).map((row) => index.skuId[row]);
  const fromCounts = fromListCounts(index, filter, page, withFacets);
  if (fromCounts) return { counts: fromCounts.counts, ids: ids(fromCounts.rows) };
  const keep = page.offset + page.limit;
  const sort = page.sort === 'relevance' ? 'sales' : page.sort;
  const top = new TopRows(keep);
  const scan = scanMatches(index, filter, { top, ...rankOf(sort) }, withFacets ? BANDS : null);
  const rows = ranks(page, filter, scan.size) ? relevancePage(index, scan, keep) : sortPage(index, top, sort);
  return { counts: countsOf(index, scan.size, scan.counts), ids: ids(rows) };
}
