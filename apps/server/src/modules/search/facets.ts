import { compareMoney, type SearchFacet } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import { facetRollupOf } from './facet-rollup';
import { band, bandOf, type PriceBand } from './price-bands';
import { isRestricted, type ResolvedFilter, whereOf } from './search-filters';

const MAX_FACET_VALUES = 100;

export interface SearchSummary {
  total: number;
  facets: {
    categories: SearchFacet[];
    brands: SearchFacet[];
    suppliers: SearchFacet[];
    priceBands: PriceBand[];
  };
}

interface GroupRow {
  dim: string;
  key: unknown;
  n: unknown;
}

/** The filtered set counted per (leaf, brand, supplier, band) by visiting every match. */
const scanGroups = (filter: ResolvedFilter) => sql`
  select cat3_id, brand_id, supplier_id, ${bandOf(sql.raw('price'))}::bigint as band, count(*) as n
    from sku_search where ${whereOf(filter)} group by 1, 2, 3, 4`;

/**
 * Total and facet counts of one filtered set in one statement: the set counted per (leaf, brand, supplier,
 * band), a few hundred groups at most, read from the facet rollup when the filter allows it and by a scan of
 * the matches otherwise (always for a buyer limited by channels or pools); grouping sets roll those up.
 */
async function countGroups(db: Db, filter: ResolvedFilter, how: CountBy): Promise<GroupRow[]> {
  const groups = (how === 'auto' && !isRestricted(filter) && facetRollupOf(filter)) || scanGroups(filter);
  return sqlRows<GroupRow>(
    db,
    sql`
    with g as (${groups})
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

/** 'auto': from the facet rollup when the filter allows it; 'scan': always by visiting the matches. */
export type CountBy = 'auto' | 'scan';

export async function summarize(
  db: Db,
  filter: ResolvedFilter,
  how: CountBy = 'auto',
): Promise<SearchSummary> {
  const groups = await countGroups(db, filter, how);
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
  bands.sort((a, b) => compareMoney(a.min, b.min));
  return {
    total,
    facets: { categories: facet('c'), brands: facet('b'), suppliers: facet('s'), priceBands: bands },
  };
}
