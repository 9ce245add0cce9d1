import { fromCents, toCents } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { quoteLexeme } from './tokenizer';

/**
 * Lower bounds of the price bands after the first (0 up to 20); the last band has no upper bound.
 * search_facets stores each row's band: changing these means raising TOKENIZER_RULES (index-version.ts),
 * so that every SKU is indexed again.
 */
export const BAND_BOUNDS = [20, 50, 100, 200, 500, 1000, 2000, 5000];

export interface PriceBand {
  min: string;
  max: string | null;
  count: number;
}

/** The band of a price column: 0 below the first bound, i from BAND_BOUNDS[i - 1] up to the next. */
export const bandOf = (price: ReturnType<typeof sql.raw>) =>
  sql`width_bucket(${price}, ${sql.param(BAND_BOUNDS)}::numeric[])`;

/** A band's limits as inclusive filter values: filtering by priceMin/priceMax of a band finds its count. */
export function band(index: number, count: number): PriceBand {
  const min = index === 0 ? 0n : boundCents(BAND_BOUNDS[index - 1]);
  const upper = BAND_BOUNDS[index];
  return { min: fromCents(min), max: upper === undefined ? null : fromCents(boundCents(upper) - 1n), count };
}

const boundCents = (bound: number): bigint => BigInt(bound) * 100n;

/** Whole cents of a price filter value, or null when it has finer fractions. */
function cents(value: string): bigint | null {
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

/**
 * The bands a price filter selects exactly, as [first, last] band, or null when a limit falls inside a band.
 * Prices have whole cents, so `price <= 19.99` is `price < 20`: a band's own limits always line up.
 */
export function bandsBetween(priceMin: string | null, priceMax: string | null): [number, number] | null {
  let first = 0;
  let last = BAND_BOUNDS.length;
  if (priceMin !== null) {
    const min = cents(priceMin);
    if (min === null) return null;
    if (min <= 0n) first = 0;
    else {
      const at = BAND_BOUNDS.findIndex((bound) => boundCents(bound) === min);
      if (at < 0) return null;
      first = at + 1;
    }
  }
  if (priceMax !== null) {
    const max = cents(priceMax);
    const at = max === null ? -1 : BAND_BOUNDS.findIndex((bound) => boundCents(bound) - 1n === max);
    if (at < 0) return null;
    last = at;
  }
  return [first, last];
}

/** A price-band filter: the first and the last band it takes, inclusive. */
export type BandRange = [number, number];

export const isEveryBand = ([first, last]: BandRange): boolean => first <= 0 && last >= BAND_BOUNDS.length;

/** The band of a price, as width_bucket(price, BAND_BOUNDS) gives it. */
export function bandIndexOf(price: string): number {
  const cents = toCents(price);
  return BAND_BOUNDS.filter((bound) => cents >= boundCents(bound)).length;
}

/**
 * Each search document also holds the lexeme of its price band, so that a keyword within bands is one GIN
 * lookup (`螺丝 & (§band1 | §band2)`) instead of a GIN and a price-index bitmap combined, which for a broad
 * band costs more than the search itself. '§' never starts a word the tokenizer makes.
 */
export const BAND_LEXEME_PREFIX = '§band';
export const bandLexeme = (band: number): string => `${BAND_LEXEME_PREFIX}${band}`;

/** tsquery text matching documents in any band of the range; null for an empty range. */
export function bandTsquery([first, last]: BandRange): string | null {
  if (first > last) return null;
  const lexemes: string[] = [];
  for (let band = first; band <= last; band += 1) lexemes.push(quoteLexeme(bandLexeme(band)));
  return `(${lexemes.join(' | ')})`;
}

/** The inclusive price limits of a band range, as filter values (null max: no upper limit). */
export function bandLimits([first, last]: BandRange): { min: string; max: string | null } {
  return { min: band(first, 0).min, max: band(last, 0).max };
}

export const intersectBands = (a: BandRange, b: BandRange): BandRange => [
  Math.max(a[0], b[0]),
  Math.min(a[1], b[1]),
];
