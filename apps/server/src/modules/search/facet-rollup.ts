import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import { BAND_LEXEME_PREFIX, bandOf } from './price-bands';
import type { ResolvedFilter } from './search-filters';

// search_facets (tables.ts) holds, per lexeme, the counts a one-word search shows as facets. indexSkus
// takes the SKUs it rewrites out of the counts before writing them (subtractFacets) and adds them back
// after (addFacets), in its transaction and under its lock, so the counts stay exact.

/** The lexeme under which every on-shelf SKU is counted (a tsvector never holds an empty lexeme). */
const EVERY_SKU = '';

const BAND_PREFIX_LENGTH = BAND_LEXEME_PREFIX.length;

/**
 * The rollup rows of the on-shelf SKUs among `ids` as they stand in sku_search now; price-band lexemes are
 * left out (the band is a column of its own).
 */
const rollupOf = (ids: number[]) => sql`
  select l as lexeme, cat3_id, brand_id, supplier_id, ${bandOf(sql.raw('price'))}::smallint as band,
         count(*)::int as n
    from sku_search s, unnest(array_append(tsvector_to_array(s.doc), ${EVERY_SKU}::text)) l
   where s.sku_id = any(${sql.param(ids)}::bigint[]) and s.on_shelf
     and left(l, ${BAND_PREFIX_LENGTH}) <> ${BAND_LEXEME_PREFIX}
   group by 1, 2, 3, 4, 5`;

const SAME_KEY = sql`f.lexeme = r.lexeme and f.cat3_id = r.cat3_id and f.brand_id = r.brand_id
  and f.supplier_id = r.supplier_id and f.band = r.band`;

/** Takes these SKUs out of the counts: rows they alone made are deleted, the others lowered. */
export async function subtractFacets(conn: Db | Tx, ids: number[]): Promise<void> {
  await conn.execute(sql`
    with r as (${rollupOf(ids)}),
    gone as (delete from search_facets f using r where ${SAME_KEY} and f.n <= r.n)
    update search_facets f set n = f.n - r.n from r where ${SAME_KEY} and f.n > r.n`);
}

/** Adds these SKUs to the counts as they stand in sku_search now. */
export async function addFacets(conn: Db | Tx, ids: number[]): Promise<void> {
  await conn.execute(sql`
    insert into search_facets (lexeme, cat3_id, brand_id, supplier_id, band, n) ${rollupOf(ids)}
    on conflict (lexeme, cat3_id, brand_id, supplier_id, band) do update set n = search_facets.n + excluded.n`);
}

const LEAVES_UNDER: Record<number, (id: number) => SQL> = {
  1: (id) => sql`cat3_id in (select c.id from categories c join categories p on p.id = c.parent_id
                               where p.parent_id = ${id})`,
  2: (id) => sql`cat3_id in (select id from categories where parent_id = ${id})`,
  3: (id) => sql`cat3_id = ${id}`,
};

/** On-shelf goods of one category (any level) or one brand, from the rollup's count of every SKU. */
export async function shelfCount(
  conn: Db | Tx,
  of: { category: { level: number; id: number } } | { brandId: number },
): Promise<number> {
  const part =
    'brandId' in of ? sql`brand_id = ${of.brandId}` : LEAVES_UNDER[of.category.level]?.(of.category.id);
  if (!part) return 0;
  const [row] = await sqlRows<{ n: unknown }>(
    conn,
    sql`select coalesce(sum(n), 0) as n from search_facets where lexeme = ${EVERY_SKU} and ${part}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The rollup rows (cat3_id, brand_id, supplier_id, band, n) standing for the filtered set, or null when the
 * filter needs the matches themselves: several words, a shop, or a price limit inside a band.
 */
export function facetRollupOf(filter: ResolvedFilter): SQL | null {
  if (filter.lexemes.length > 1 || filter.shopId !== null || filter.matchesNothing) return null;
  if (filter.priceMin !== null || filter.priceMax !== null) return null;
  const leaves = filter.category ? LEAVES_UNDER[filter.category.level] : undefined;
  if (filter.category && !leaves) return null;
  const parts: SQL[] = [sql`lexeme = ${filter.lexemes[0] ?? EVERY_SKU}`];
  if (filter.category && leaves) parts.push(leaves(filter.category.id));
  if (filter.leafIds) parts.push(sql`cat3_id = any(${sql.param(filter.leafIds)}::bigint[])`);
  if (filter.brandIds) parts.push(sql`brand_id = any(${sql.param(filter.brandIds)}::bigint[])`);
  if (filter.supplierIds) parts.push(sql`supplier_id = any(${sql.param(filter.supplierIds)}::bigint[])`);
  if (filter.bands) parts.push(sql`band between ${filter.bands[0]} and ${filter.bands[1]}`);
  return sql`select cat3_id, brand_id, supplier_id, band::bigint as band, n from search_facets
              where ${sql.join(parts, sql` and `)}`;
}
