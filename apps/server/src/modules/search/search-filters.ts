import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parseId } from '../../platform/ids';
import { sqlRows } from '../../platform/sql-rows';
import { type Restriction, searchCondition } from '../catalog';
import { type BandRange, bandLimits, bandsBetween, bandTsquery, isEveryBand } from './price-bands';
import { cached } from './search-cache';
import { queryLexemes, tsqueryText } from './tokenizer';

/** What a search narrows by, from a searchGoods or getShopGoods input. */
export interface SearchCriteria {
  keyword?: string;
  categoryId?: string;
  frontCategoryId?: string;
  brandIds?: string[];
  supplierIds?: string[];
  supplierShopId?: string;
  priceMin?: string;
  priceMax?: string;
}

/** Criteria turned into values the SQL needs; also the cache key of a search's total and facets. */
export interface ResolvedFilter {
  /** tsquery text (bind parameter) or null without a keyword. */
  tsquery: string | null;
  /** The keyword's lexemes, all of which a match holds. */
  lexemes: string[];
  /** A keyword whose words are all punctuation matches nothing. */
  matchesNothing: boolean;
  category: { level: number; id: number } | null;
  leafIds: number[] | null;
  brandIds: number[] | null;
  supplierIds: number[] | null;
  shopId: number | null;
  /** Price limits that fall inside a band (arbitrary amounts typed by the buyer). */
  priceMin: string | null;
  priceMax: string | null;
  /** Price limits on band edges (the facet's bands, or a page's price window) as the bands they take. */
  bands: BandRange | null;
  /**
   * The buyer's channel and pool limits (catalog/visibility), null when not limited. Part of the cache key,
   * so a limited buyer never gets an unlimited buyer's cached totals or pages, nor the other way round.
   */
  restriction: Restriction | null;
}

/** A limited buyer's counts need the matches themselves: the facet rollup counts every buyer's goods. */
export const isRestricted = (filter: ResolvedFilter): boolean => filter.restriction !== null;

const ids = (values: string[] | undefined) =>
  values && values.length > 0
    ? [...new Set(values.map((value) => parseId(value)))].sort((a, b) => a - b)
    : null;

async function categoryLevel(db: Db, categoryId: number): Promise<number | null> {
  const [row] = await sqlRows<{ level: unknown }>(
    db,
    sql`select level from categories where id = ${categoryId}`,
  );
  return row ? Number(row.level) : null;
}

/** Leaf categories under a navigation category of any level, through the links of its level-3 entries. */
async function frontLeafIds(db: Db, frontCategoryId: number): Promise<number[]> {
  const rows = await sqlRows<{ id: unknown }>(
    db,
    sql`
    with recursive f(id) as (
      select id from front_categories where id = ${frontCategoryId}
      union all select c.id from front_categories c join f on c.parent_id = f.id),
    linked as (select distinct category_id as id from front_category_links where front_category_id in (select id from f))
    select c.id from categories c left join categories p on p.id = c.parent_id
     where c.is_leaf and (c.id in (select id from linked) or c.parent_id in (select id from linked)
                          or p.parent_id in (select id from linked))
     order by c.id`,
  );
  return rows.map((row) => Number(row.id));
}

export async function resolveFilter(
  db: Db,
  criteria: SearchCriteria,
  restriction: Restriction | null = null,
): Promise<ResolvedFilter> {
  const keyword = criteria.keyword?.trim() ?? '';
  const lexemes = keyword ? queryLexemes(keyword) : [];
  const filter: ResolvedFilter = {
    tsquery: lexemes.length > 0 ? tsqueryText(lexemes) : null,
    lexemes,
    matchesNothing: keyword.length > 0 && lexemes.length === 0,
    category: null,
    leafIds: null,
    brandIds: ids(criteria.brandIds),
    supplierIds: ids(criteria.supplierIds),
    shopId: criteria.supplierShopId ? parseId(criteria.supplierShopId) : null,
    priceMin: criteria.priceMin ?? null,
    priceMax: criteria.priceMax ?? null,
    bands: null,
    restriction,
  };
  const bands =
    filter.priceMin !== null || filter.priceMax !== null
      ? bandsBetween(filter.priceMin, filter.priceMax)
      : null;
  // Limits on band edges become bands (no bands at all when they take every band).
  if (bands)
    Object.assign(filter, { bands: isEveryBand(bands) ? null : bands, priceMin: null, priceMax: null });
  if (criteria.categoryId) {
    const id = parseId(criteria.categoryId);
    // A category's level never changes, and navigation links change rarely: both are cached briefly.
    const level = await cached(db, `level:${id}`, () => categoryLevel(db, id));
    if (level === null) filter.matchesNothing = true;
    else filter.category = { level, id };
  }
  if (criteria.frontCategoryId) {
    const frontId = parseId(criteria.frontCategoryId);
    filter.leafIds = await cached(db, `front:${frontId}`, () => frontLeafIds(db, frontId));
    if (filter.leafIds.length === 0) filter.matchesNothing = true;
  }
  return filter;
}

const CATEGORY_COLUMN: Record<number, SQL> = {
  1: sql.raw('cat1_id'),
  2: sql.raw('cat2_id'),
  3: sql.raw('cat3_id'),
};

/**
 * `column = id` for one id, so that the planner can walk an index that starts with the column in sort order
 * (it cannot with `= any(array)`, not knowing the array holds one element); `= any(ids)` for several.
 */
const oneOf = (column: SQL, ids: number[]): SQL =>
  ids.length === 1 ? sql`${column} = ${ids[0]}` : sql`${column} = any(${sql.param(ids)}::bigint[])`;

/**
 * The WHERE clause over sku_search: on-shelf rows matching every filter; values are bind parameters.
 * `testDocEachRow` writes the keyword test so that no index can serve it, for walking a sort index instead.
 */
export function whereOf(filter: ResolvedFilter, testDocEachRow = false): SQL {
  const parts: SQL[] = [sql`on_shelf`];
  if (filter.matchesNothing) parts.push(sql`false`);
  const docQuery = documentQuery(filter);
  if (docQuery === false) parts.push(sql`false`);
  else if (docQuery && testDocEachRow) parts.push(sql`coalesce(doc @@ ${docQuery}::tsquery, false)`);
  else if (docQuery) parts.push(sql`doc @@ ${docQuery}::tsquery`);
  if (filter.category) {
    const column = CATEGORY_COLUMN[filter.category.level] ?? CATEGORY_COLUMN[3];
    parts.push(sql`${column} = ${filter.category.id}`);
  }
  if (filter.leafIds) parts.push(sql`cat3_id = any(${sql.param(filter.leafIds)}::bigint[])`);
  if (filter.brandIds) parts.push(oneOf(sql.raw('brand_id'), filter.brandIds));
  if (filter.supplierIds) parts.push(oneOf(sql.raw('supplier_id'), filter.supplierIds));
  if (filter.shopId !== null) parts.push(sql`shop_id = ${filter.shopId}`);
  if (filter.restriction) parts.push(...searchCondition(filter.restriction));
  const limits = filter.bands && !filter.tsquery ? bandLimits(filter.bands) : { min: null, max: null };
  for (const min of [filter.priceMin, limits.min])
    if (min !== null) parts.push(sql`price >= ${min}::numeric`);
  for (const max of [filter.priceMax, limits.max])
    if (max !== null) parts.push(sql`price <= ${max}::numeric`);
  return sql.join(parts, sql` and `);
}

/**
 * The tsquery a keyword search tests documents with: the keyword's, and within price bands its band
 * lexemes too (one GIN lookup). Null without a keyword (bands are then price conditions); false when the
 * bands are an empty range.
 */
function documentQuery(filter: ResolvedFilter): string | null | false {
  if (!filter.tsquery) return null;
  if (!filter.bands) return filter.tsquery;
  const bands = bandTsquery(filter.bands);
  return bands === null ? false : `${filter.tsquery} & ${bands}`;
}
