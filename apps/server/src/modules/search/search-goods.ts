import type { GoodsCard } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import type { Restriction } from '../catalog';
import { type SearchSummary, summarize } from './facets';
import { cachedResult } from './search-cache';
import { type ResolvedFilter, resolveFilter, type SearchCriteria, whereOf } from './search-filters';
import { type PageRequest, pageOf } from './search-page';
import { similarWords } from './suggest';

/** Fewer matches than this and the dictionary offers words close to the keyword. */
const DID_YOU_MEAN_BELOW = 5;

const summaryOf = (db: Db, filter: ResolvedFilter) =>
  cachedResult(db, `summary:${JSON.stringify(filter)}`, () => summarize(db, filter));

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
  const summary = await summaryOf(db, filter);
  const rows =
    summary.total > 0
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
