import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parseId } from '../../platform/ids';
import { cached } from './search-cache';
import { sqlRows } from './sql-rows';
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
  /** A keyword whose words are all punctuation matches nothing. */
  matchesNothing: boolean;
  category: { level: number; id: number } | null;
  leafIds: number[] | null;
  brandIds: number[] | null;
  supplierIds: number[] | null;
  shopId: number | null;
  priceMin: string | null;
  priceMax: string | null;
}

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

export async function resolveFilter(db: Db, criteria: SearchCriteria): Promise<ResolvedFilter> {
  const keyword = criteria.keyword?.trim() ?? '';
  const lexemes = keyword ? queryLexemes(keyword) : [];
  const filter: ResolvedFilter = {
    tsquery: lexemes.length > 0 ? tsqueryText(lexemes) : null,
    matchesNothing: keyword.length > 0 && lexemes.length === 0,
    category: null,
    leafIds: null,
    brandIds: ids(criteria.brandIds),
    supplierIds: ids(criteria.supplierIds),
    shopId: criteria.supplierShopId ? parseId(criteria.supplierShopId) : null,
    priceMin: criteria.priceMin ?? null,
    priceMax: criteria.priceMax ?? null,
  };
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
 * The WHERE clause over sku_search: on-shelf rows matching every filter; values are bind parameters.
 * `testDocEachRow` writes the keyword test so that no index can serve it, for walking a sort index instead.
 */
export function whereOf(filter: ResolvedFilter, testDocEachRow = false): SQL {
  const parts: SQL[] = [sql`on_shelf`];
  if (filter.matchesNothing) parts.push(sql`false`);
  if (filter.tsquery && testDocEachRow) parts.push(sql`coalesce(doc @@ ${filter.tsquery}::tsquery, false)`);
  else if (filter.tsquery) parts.push(sql`doc @@ ${filter.tsquery}::tsquery`);
  if (filter.category) {
    const column = CATEGORY_COLUMN[filter.category.level] ?? CATEGORY_COLUMN[3];
    parts.push(sql`${column} = ${filter.category.id}`);
  }
  if (filter.leafIds) parts.push(sql`cat3_id = any(${sql.param(filter.leafIds)}::bigint[])`);
  if (filter.brandIds) parts.push(sql`brand_id = any(${sql.param(filter.brandIds)}::bigint[])`);
  if (filter.supplierIds) parts.push(sql`supplier_id = any(${sql.param(filter.supplierIds)}::bigint[])`);
  if (filter.shopId !== null) parts.push(sql`shop_id = ${filter.shopId}`);
  if (filter.priceMin !== null) parts.push(sql`price >= ${filter.priceMin}::numeric`);
  if (filter.priceMax !== null) parts.push(sql`price <= ${filter.priceMax}::numeric`);
  return sql.join(parts, sql` and `);
}
