import type { SearchSort } from '@procuremart/contract';
import type { Counts } from '../facets';
import type { ResolvedFilter } from '../search-filters';
import { matchRows } from './index-match';
import { countMatches, pageIds } from './index-results';
import type { SearchIndex } from './search-index';

export interface IndexPage {
  sort: SearchSort;
  offset: number;
  limit: number;
  /** Above this many matches a relevance page is in sales order (search-page.ts RANK_LIMIT). */
  rankLimit: number;
}

/** A search answered by the in-process index: the counts (when asked for) and the SKU ids of one page. */
export function searchIndex(
  index: SearchIndex,
  filter: ResolvedFilter,
  page: IndexPage,
  withFacets: boolean,
): { counts: Counts; ids: number[] } {
  const matches = matchRows(index, filter);
  const counts: Counts =
    withFacets && matches.size > 0
      ? countMatches(index, matches)
      : { total: matches.size, c: new Map(), b: new Map(), s: new Map(), p: new Map() };
  const ranked = page.sort === 'relevance' && filter.lexemes.length > 0 && matches.size <= page.rankLimit;
  const ids = pageIds(index, matches, { sort: page.sort, offset: page.offset, limit: page.limit, ranked });
  return { counts, ids };
}
