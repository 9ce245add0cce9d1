import type { RowList } from './lexeme-lists';
import { FACT, FACTS, type SearchIndex } from './search-index';

// Facet counts kept with the index for each long posting list (a common word, a category, a brand, a shop),
// counted once when the load ends. A search for that list alone (no other word or filter) takes its counts
// from here instead of counting its matches: the counts of the load, less the rows that died since, plus the
// rows added since (at the list's end).

/** The matches' counts per dense leaf category, brand, supplier, and per price band. */
export interface FacetArrays {
  cat3: Int32Array;
  brand: Int32Array;
  supplier: Int32Array;
  band: Int32Array;
}

/** Lists shorter than this are counted when searched: counting them costs less than keeping their counts. */
export const FREQUENT = 10_000;

/** Past this many rows died since the load, correcting the kept counts costs more than counting. */
const MAX_DIED = 10_000;

export interface ListCounts {
  total: number;
  facets: FacetArrays;
}

/** The counts of a search, sized for the index's dimensions now. */
export function facetArrays(index: SearchIndex, bands: number): FacetArrays {
  const { cat3, brand, supplier } = index.dims;
  return {
    cat3: new Int32Array(cat3.ids.length),
    brand: new Int32Array(brand.ids.length),
    supplier: new Int32Array(supplier.ids.length),
    band: new Int32Array(bands),
  };
}

/** Adds (`by` 1) or takes away (-1) row `row`'s facets. */
export function countRow(facets: FacetArrays, facts: Int32Array, row: number, by: number): void {
  const at = row * FACTS;
  facets.cat3[facts[at + FACT.cat3]] += by;
  facets.brand[facts[at + FACT.brand]] += by;
  facets.supplier[facts[at + FACT.supplier]] += by;
  facets.band[facts[at + FACT.band]] += by;
}

/** The first place in `list` whose row is at least `row`. */
export function firstAtLeast(list: RowList, row: number): number {
  let low = list.start;
  let high = list.end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list.rows[mid] < row) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether `list` holds `row` (lists are in row order). */
export function holds(list: RowList, row: number): boolean {
  const at = firstAtLeast(list, row);
  return at < list.end && list.rows[at] === row;
}

export class ListFacets {
  /** Read back from a snapshot (index-snapshot.ts); the counts themselves are plain data. */
  static restore(raw: ListFacets): ListFacets {
    return Object.setPrototypeOf(raw, ListFacets.prototype);
  }

  private readonly counted = new Map<string, ListCounts>();
  /** Rows counted here (below the index's rankedUpTo) that died since, in the order they died. */
  private died = new Int32Array(64);
  private diedSize = 0;
  private upTo = 0;

  /** Counts every list of at least `min` rows; `lists` names them (`w:` and the lexeme, or a key). */
  build(index: SearchIndex, lists: Iterable<[string, RowList]>, bands: number, min: number): void {
    this.counted.clear();
    this.diedSize = 0;
    this.upTo = index.size;
    for (const [name, list] of lists) {
      if (list.end - list.start < min) continue;
      const facets = facetArrays(index, bands);
      let total = 0;
      for (let i = list.start; i < list.end; i += 1)
        if (index.isAlive(list.rows[i])) {
          countRow(facets, index.facts, list.rows[i], 1);
          total += 1;
        }
      this.counted.set(name, { total, facets });
    }
  }

  /** Row `row` died: searches take it out of the counts it is in. */
  rowDied(row: number): void {
    if (row >= this.upTo) return;
    if (this.diedSize === this.died.length) {
      const grown = new Int32Array(this.died.length * 2);
      grown.set(this.died);
      this.died = grown;
    }
    this.died[this.diedSize] = row;
    this.diedSize += 1;
  }

  /** The counts of list `name` now, or null when it has none kept (or too much changed since: count it). */
  countsOf(index: SearchIndex, name: string, list: RowList, bands: number): ListCounts | null {
    const kept = this.counted.get(name);
    if (!kept || this.diedSize > MAX_DIED) return null;
    const facets = facetArrays(index, bands);
    for (const dim of ['cat3', 'brand', 'supplier', 'band'] as const) facets[dim].set(kept.facets[dim]);
    let total = kept.total;
    for (let i = 0; i < this.diedSize; i += 1)
      if (holds(list, this.died[i])) {
        countRow(facets, index.facts, this.died[i], -1);
        total -= 1;
      }
    for (let i = firstAtLeast(list, this.upTo); i < list.end; i += 1)
      if (index.isAlive(list.rows[i])) {
        countRow(facets, index.facts, list.rows[i], 1);
        total += 1;
      }
    return { total, facets };
  }
}
