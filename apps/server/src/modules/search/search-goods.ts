import type { GoodsCard } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import { loadGoodsCards, type Restriction } from '../catalog';
import { currentIndex } from './engine/index-engine';
import { searchIndex } from './engine/index-search';
import { namedSummary, type SearchSummary, summarize } from './facets';
import { cachedResult } from './search-cache';
import { type ResolvedFilter, resolveFilter, type SearchCriteria, whereOf } from './search-filters';
import { type PageRequest, pageOf, RANK_LIMIT } from './search-page';
import { similarWords } from './suggest';

/** Fewer matches than this and the dictionary offers words close to the keyword. */
const DID_YOU_MEAN_BELOW = 5;

const summaryOf = (db: Db, filter: ResolvedFilter) =>
  cachedResult(db, `summary:${JSON.stringify(filter)}`, () => summarize(db, filter));

/**
 * The search answered by this process's index (engine/), or null where it searches with SQL (SEARCH_INDEX=sql,
 * or while the index loads at start-up). The cards are read fresh from the database either way.
 */
async function fromIndex(db: Db, filter: ResolvedFilter, page: PageRequest, withFacets: boolean) {
  const current = await currentIndex(db);
  if (!current) return null;
  const offset = (page.pageNo - 1) * page.pageSize;
  return searchIndex(
    current.index,
    filter,
    { sort: page.sort, offset, limit: page.pageSize, rankLimit: RANK_LIMIT },
    withFacets,
  );
}

export interface SearchResult extends SearchSummary {
  rows: GoodsCard[];
  didYouMean: string[];
}

/** searchGoods: on-shelf goods by keyword and filters (within a limited buyer's channels and pools), with facets of the same set. */
export async function searchGoodsPage(
  db: Db,
  criteria: SearchCriteria,
  page: PageRequest,
  restriction: Restriction | null = null,
): Promise<SearchResult> {
  const filter = await resolveFilter(db, criteria, restriction);
  const indexed = await fromIndex(db, filter, page, true);
  const summary = indexed ? await namedSummary(db, indexed.counts) : await summaryOf(db, filter);
  const rows = indexed
    ? await loadGoodsCards(db, indexed.ids)
    : summary.total > 0
      ? await pageOf(db, filter, page, { total: summary.total, priceBands: summary.facets.priceBands })
      : [];
  const keyword = criteria.keyword?.trim() ?? '';
  const didYouMean = keyword && summary.total < DID_YOU_MEAN_BELOW ? await similarWords(db, keyword, 5) : [];
  return { ...summary, rows, didYouMean };
}

/** getShopGoods: one shop's goods, counted without facets. */
export async function shopGoodsPage(
  db: Db,
  criteria: SearchCriteria,
  page: PageRequest,
  restriction: Restriction | null = null,
): Promise<{ rows: GoodsCard[]; total: number }> {
  const filter = await resolveFilter(db, criteria, restriction);
  const indexed = await fromIndex(db, filter, page, false);
  if (indexed) return { rows: await loadGoodsCards(db, indexed.ids), total: indexed.counts.total };
  const total = await cachedResult(db, `count:${JSON.stringify(filter)}`, async () => {
    const [row] = await sqlRows<{ n: unknown }>(
      db,
      sql`select count(*) as n from sku_search where ${whereOf(filter)}`,
    );
    return Number(row.n);
  });
  const rows = total > 0 ? await pageOf(db, filter, page, { total }) : [];
  return { rows, total };
}
