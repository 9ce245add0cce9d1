import { compareMoney, type SearchFacet } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import { facetRollupOf } from './facet-rollup';
import { band, bandOf, type PriceBand } from './price-bands';
import { cacheGeneration } from './search-cache';
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

async function readFacetNames(db: Db, ids: Record<'c' | 'b' | 's', number[]>): Promise<NameRow[]> {
  return sqlRows<NameRow>(
    db,
    sql`
    select 'c' as dim, id, name, name_en from categories where id = any(${sql.param(ids.c)}::bigint[])
    union all select 'b', id, brand_name, brand_name_en from brands where id = any(${sql.param(ids.b)}::bigint[])
    union all select 's', id, name, name_en from suppliers where id = any(${sql.param(ids.s)}::bigint[])`,
  );
}

/**
 * Names are display only: kept per database for 30 seconds, or until anything is indexed in this process (a
 * renamed brand or category re-indexes its SKUs), so most searches read none.
 */
const NAMES_TTL_MS = 30_000;
const nameCaches = new WeakMap<object, { at: number; generation: number; names: Map<string, NameRow> }>();

async function facetNames(db: Db, ids: Record<'c' | 'b' | 's', number[]>): Promise<Map<string, NameRow>> {
  let cache = nameCaches.get(db);
  if (!cache || Date.now() - cache.at > NAMES_TTL_MS || cache.generation !== cacheGeneration()) {
    cache = { at: Date.now(), generation: cacheGeneration(), names: new Map() };
    nameCaches.set(db, cache);
  }
  const { names } = cache;
  const missing = {
    c: ids.c.filter((id) => !names.has(`c${id}`)),
    b: ids.b.filter((id) => !names.has(`b${id}`)),
    s: ids.s.filter((id) => !names.has(`s${id}`)),
  };
  if (missing.c.length + missing.b.length + missing.s.length > 0)
    for (const row of await readFacetNames(db, missing)) names.set(`${row.dim}${Number(row.id)}`, row);
  return names;
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
  const counts: Counts = { total: 0, c: new Map(), b: new Map(), s: new Map(), p: new Map() };
  for (const row of groups) {
    const n = Number(row.n);
    if (row.dim === 't') counts.total = n;
    else counts[row.dim as 'c' | 'b' | 's' | 'p'].set(Number(row.key), n);
  }
  return namedSummary(db, counts);
}

/** A filtered set's total, and its counts by leaf category, brand, supplier and price band (ids as keys). */
export interface Counts {
  total: number;
  c: Map<number, number>;
  b: Map<number, number>;
  s: Map<number, number>;
  p: Map<number, number>;
}

/** The summary a search answers: the counts with the names of their categories, brands and suppliers. */
export async function namedSummary(db: Db, counts: Counts): Promise<SearchSummary> {
  const { total } = counts;
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
  const bands = [...counts.p].map(([index, n]) => band(index, n)).sort((a, b) => compareMoney(a.min, b.min));
  return {
    total,
    facets: { categories: facet('c'), brands: facet('b'), suppliers: facet('s'), priceBands: bands },
  };
}
