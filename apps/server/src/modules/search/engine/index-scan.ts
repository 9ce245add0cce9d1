import type { ResolvedFilter } from '../search-filters';
import { type Postings, seek } from './growable';
import type { RowList } from './lexeme-lists';
import { countRow, type FacetArrays, facetArrays } from './list-facets';
import { rowTest } from './row-test';
import type { RankedSort, SearchIndex } from './search-index';
import type { TopRows } from './top-rows';

/** What one pass over a search's candidates found. */
export interface Scan {
  /** The matches, in row order, and each one's relevance (the sum of its query lexemes' score bytes). */
  rows: Int32Array;
  scores: Uint16Array;
  size: number;
  counts: FacetArrays | null;
}

/** The order a pass keeps its page in: the kept order's ranks to read and their direction. */
export interface PassOrder {
  top: TopRows;
  rank: RankedSort;
  sign: 1 | -1;
}

/** The lists of the filters that have one (a category, one brand, one supplier, a shop): every match is in each. */
function keyLists(index: SearchIndex, filter: ResolvedFilter): (RowList | null)[] | null {
  const lists: (Postings | undefined)[] = [];
  if (filter.category) lists.push(index.keys.get(`c${filter.category.level}:${filter.category.id}`));
  if (filter.brandIds?.length === 1) lists.push(index.keys.get(`b:${filter.brandIds[0]}`));
  if (filter.supplierIds?.length === 1) lists.push(index.keys.get(`s:${filter.supplierIds[0]}`));
  if (filter.shopId !== null) lists.push(index.keys.get(`h:${filter.shopId}`));
  if (lists.length === 0) return null;
  return lists.map((list) =>
    list ? { rows: list.rows, scores: list.scores, start: 0, end: list.size } : null,
  );
}

let scratchRows = new Int32Array(1024);
let scratchScores = new Uint16Array(1024);

/** Scratch space for at most `size` matches. */
function room(size: number): void {
  if (scratchRows.length >= size) return;
  scratchRows = new Int32Array(Math.max(size, scratchRows.length * 2));
  scratchScores = new Uint16Array(scratchRows.length);
}

const empty = (): Scan => ({ rows: scratchRows, scores: scratchScores, size: 0, counts: null });

/**
 * One pass over the filtered set, as `whereOf` (search-filters.ts) selects it in SQL: on shelf, holding
 * every lexeme of the keyword, within every filter. It reads the shortest posting list, checking the others
 * by seeking in them, and for each match at once counts its facets (when `bands` is given: the number of
 * price bands) and offers it to the page kept in `order`. The matches are this process's scratch space: use
 * them before the next search.
 */
export function scanMatches(
  index: SearchIndex,
  filter: ResolvedFilter,
  order: PassOrder,
  bands: number | null,
): Scan {
  if (filter.matchesNothing || (filter.bands && filter.bands[0] > filter.bands[1])) return empty();
  // The keyword's lists and the filters' (a search within a brand reads the shorter of the two).
  const keyed = keyLists(index, filter);
  const lists =
    filter.lexemes.length > 0
      ? [...filter.lexemes.map((l) => index.lexemes.listOf(l)), ...(keyed ?? [])]
      : keyed;
  if (lists?.some((list) => list === null)) return empty();
  const test = rowTest(index, filter);
  const counts = bands === null ? null : facetArrays(index, bands);
  const { facts, aliveBits } = index;
  const { top, sign } = order;
  const ranks = index.ranks[order.rank];
  let size = 0;
  const take = (row: number, score: number) => {
    if (counts) countRow(counts, facts, row, 1);
    const rank = ranks[row];
    if (rank < 0) top.unranked.push(row);
    else top.offer(sign * rank, row);
    scratchRows[size] = row;
    scratchScores[size] = score;
    size += 1;
  };
  if (lists === null) {
    room(index.size);
    for (let row = 0; row < index.size; row += 1)
      if (((aliveBits[row >>> 5] >>> (row & 31)) & 1) === 1 && (test === null || test(row))) take(row, 0);
    return { rows: scratchRows, scores: scratchScores, size, counts };
  }
  const sorted = (lists as RowList[]).slice().sort((a, b) => a.end - a.start - (b.end - b.start));
  const [driver, ...others] = sorted;
  const scored = filter.lexemes.length > 0;
  const at = Int32Array.from(others, (list) => list.start);
  room(driver.end - driver.start);
  const { rows: driverRows, scores: driverScores } = driver;
  outer: for (let i = driver.start; i < driver.end; i += 1) {
    const row = driverRows[i];
    if (((aliveBits[row >>> 5] >>> (row & 31)) & 1) === 0 || (test !== null && !test(row))) continue;
    let score = driverScores[i];
    for (let k = 0; k < others.length; k += 1) {
      const list = others[k];
      const found = seek(list.rows, list.end, at[k], row);
      at[k] = found;
      if (found >= list.end) break outer;
      if (list.rows[found] !== row) continue outer;
      score += list.scores[found];
    }
    take(row, scored ? score : 0);
  }
  return { rows: scratchRows, scores: scratchScores, size, counts };
}
