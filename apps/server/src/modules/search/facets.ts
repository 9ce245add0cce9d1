import type { SearchFacet } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ResolvedFilter, whereOf } from './search-filters';
import { sqlRows } from './sql-rows';

/** Lower bounds of the price bands after the first (0 up to 20); the last band has no upper bound. */
const BAND_BOUNDS = [20, 50, 100, 200, 500, 1000, 2000, 5000];
const MAX_FACET_VALUES = 100;

export interface PriceBand {
  min: string;
  max: string | null;
  count: number;
}

export interface SearchSummary {
  total: number;
  facets: {
    categories: SearchFacet[];
    brands: SearchFacet[];
    suppliers: SearchFacet[];
    priceBands: PriceBand[];
  };
}

/** A band's limits as inclusive filter values: filtering by priceMin/priceMax of a band finds its count. */
function band(index: number, count: number): PriceBand {
  const min = index === 0 ? 0 : BAND_BOUNDS[index - 1];
  const upper = BAND_BOUNDS[index];
  return { min: min.toFixed(2), max: upper === undefined ? null : (upper - 0.01).toFixed(2), count };
}

interface GroupRow {
  dim: string;
  key: unknown;
  n: unknown;
}

/**
 * Total and facet counts of one filtered set in one scan: the matching rows are counted once per
 * (leaf, brand, supplier, band), a few hundred groups at most, and grouping sets roll those up.
 */
async function countGroups(db: Db, filter: ResolvedFilter): Promise<GroupRow[]> {
  return sqlRows<GroupRow>(
    db,
    sql`
    with g as (
      select cat3_id, brand_id, supplier_id,
             width_bucket(price, ${sql.param(BAND_BOUNDS)}::numeric[])::bigint as band, count(*) as n
        from sku_search where ${whereOf(filter)} group by 1, 2, 3, 4)
    select case when grouping(cat3_id) = 0 then 'c' when grouping(brand_id) = 0 then 'b'
                when grouping(supplier_id) = 0 then 's' when grouping(band) = 0 then 'p' else 't' end as dim,
           coalesce(cat3_id, brand_id, supplier_id, band) as key, sum(n) as n
      from g group by grouping sets ((), (cat3_id), (brand_id), (supplier_id), (band))`,
  );
}

interface NameRow {
  dim: string;
  id: unknown;
  name: string;
  name_en: string;
}

async function facetNames(db: Db, ids: Record<'c' | 'b' | 's', number[]>): Promise<Map<string, NameRow>> {
  const rows = await sqlRows<NameRow>(
    db,
    sql`
    select 'c' as dim, id, name, name_en from categories where id = any(${sql.param(ids.c)}::bigint[])
    union all select 'b', id, brand_name, brand_name_en from brands where id = any(${sql.param(ids.b)}::bigint[])
    union all select 's', id, name, name_en from suppliers where id = any(${sql.param(ids.s)}::bigint[])`,
  );
  return new Map(rows.map((row) => [`${row.dim}${Number(row.id)}`, row]));
}

const byCount = (a: SearchFacet, b: SearchFacet) => b.count - a.count || Number(a.id) - Number(b.id);

export async function summarize(db: Db, filter: ResolvedFilter): Promise<SearchSummary> {
  const groups = await countGroups(db, filter);
  const counts: Record<'c' | 'b' | 's', Map<number, number>> = { c: new Map(), b: new Map(), s: new Map() };
  const bands: PriceBand[] = [];
  let total = 0;
  for (const row of groups) {
    const n = Number(row.n);
    if (row.dim === 't') total = n;
    else if (row.dim === 'p') bands.push(band(Number(row.key), n));
    else counts[row.dim as 'c' | 'b' | 's'].set(Number(row.key), n);
  }
  if (total === 0) return { total, facets: { categories: [], brands: [], suppliers: [], priceBands: [] } };
  const names = await facetNames(db, {
    c: [...counts.c.keys()],
    b: [...counts.b.keys()],
    s: [...counts.s.keys()],
  });
  const facet = (dim: 'c' | 'b' | 's') =>
    [...counts[dim]]
      .map(([id, count]) => {
        const row = names.get(`${dim}${id}`);
        return { id: String(id), name: row?.name ?? '', nameEn: row?.name_en ?? '', count };
      })
      .sort(byCount)
      .slice(0, MAX_FACET_VALUES);
  bands.sort((a, b) => Number(a.min) - Number(b.min));
  return {
    total,
    facets: { categories: facet('c'), brands: facet('b'), suppliers: facet('s'), priceBands: bands },
  };
}
