import { toCents } from '@procuremart/contract';
import type { ResolvedFilter } from '../search-filters';
import { type Postings, seek } from './growable';
import type { RowList } from './lexeme-lists';
import type { SearchIndex } from './search-index';

/** The rows of a filtered set, and each one's relevance (the sum of its query lexemes' score bytes). */
export interface Matches {
  rows: Int32Array;
  scores: Uint16Array;
  size: number;
}

const NONE: Matches = { rows: new Int32Array(0), scores: new Uint16Array(0), size: 0 };

/** A per-row test of everything but the keyword and being alive, built once per search; null: none. */
function rowTest(index: SearchIndex, filter: ResolvedFilter): ((row: number) => boolean) | null {
  const tests: ((row: number) => boolean)[] = [];
  const { category, leafIds, brandIds, supplierIds, shopId, restriction, bands } = filter;
  if (category) {
    const { id, level } = category;
    if (level === 1) tests.push((row) => index.cat1[row] === id);
    else if (level === 2) tests.push((row) => index.cat2[row] === id);
    else {
      const mask = index.dims.cat3.maskOf([id]);
      tests.push((row) => mask[index.cat3[row]] === 1);
    }
  }
  if (leafIds) {
    const mask = index.dims.cat3.maskOf(leafIds);
    tests.push((row) => mask[index.cat3[row]] === 1);
  }
  if (brandIds) {
    const mask = index.dims.brand.maskOf(brandIds);
    tests.push((row) => mask[index.brand[row]] === 1);
  }
  if (supplierIds) {
    const mask = index.dims.supplier.maskOf(supplierIds);
    tests.push((row) => mask[index.supplier[row]] === 1);
  }
  if (shopId !== null) tests.push((row) => index.shop[row] === shopId);
  if (restriction?.channelIds) {
    const wanted = restriction.channelIds;
    tests.push((row) => index.inAny(index.channels, row, wanted));
  }
  if (restriction?.poolIds) {
    const wanted = restriction.poolIds;
    tests.push((row) => index.inAny(index.pools, row, wanted));
  }
  if (bands) {
    const [first, last] = bands;
    tests.push((row) => index.band[row] >= first && index.band[row] <= last);
  }
  if (filter.priceMin !== null) {
    const min = Number(toCents(filter.priceMin));
    tests.push((row) => index.price[row] >= min);
  }
  if (filter.priceMax !== null) {
    const max = Number(toCents(filter.priceMax));
    tests.push((row) => index.price[row] <= max);
  }
  if (tests.length === 0) return null;
  return (row) => {
    for (const test of tests) if (!test(row)) return false;
    return true;
  };
}

/** Lists of rows one of which holds every match, without the keyword: the narrowest filter's. */
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

/**
 * The filtered set, as `whereOf` (search-filters.ts) selects it in SQL: on shelf, holding every lexeme of the
 * keyword, within every filter. Read from the shortest posting list, checking the others by seeking in them.
 * The arrays are this process's scratch space: use them before the next search.
 */
export function matchRows(index: SearchIndex, filter: ResolvedFilter): Matches {
  if (filter.matchesNothing || (filter.bands && filter.bands[0] > filter.bands[1])) return NONE;
  const lists =
    filter.lexemes.length > 0 ? filter.lexemes.map((l) => index.lexemes.listOf(l)) : keyLists(index, filter);
  const test = rowTest(index, filter);
  const { alive } = index;
  let size = 0;
  if (lists === null) {
    room(index.size);
    for (let row = 0; row < index.size; row += 1)
      if (alive[row] === 1 && (test === null || test(row))) scratchRows[size++] = row;
    scratchScores.fill(0, 0, size);
    return { rows: scratchRows, scores: scratchScores, size };
  }
  if (lists.some((list) => list === null)) return NONE;
  const sorted = (lists as RowList[]).slice().sort((a, b) => a.end - a.start - (b.end - b.start));
  const [driver, ...others] = sorted;
  const scored = filter.lexemes.length > 0;
  const at = Int32Array.from(others, (list) => list.start);
  room(driver.end - driver.start);
  const { rows: driverRows, scores: driverScores } = driver;
  outer: for (let i = driver.start; i < driver.end; i += 1) {
    const row = driverRows[i];
    if (alive[row] !== 1 || (test !== null && !test(row))) continue;
    let score = driverScores[i];
    for (let k = 0; k < others.length; k += 1) {
      const list = others[k];
      const found = seek(list.rows, list.end, at[k], row);
      at[k] = found;
      if (found >= list.end) break outer;
      if (list.rows[found] !== row) continue outer;
      score += list.scores[found];
    }
    scratchRows[size] = row;
    scratchScores[size] = scored ? score : 0;
    size += 1;
  }
  return { rows: scratchRows, scores: scratchScores, size };
}
