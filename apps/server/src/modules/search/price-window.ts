import { compareMoney } from '@procuremart/contract';
import type { PriceBand } from './price-bands';

/** The price range of the bands that hold a price-sorted page, and how many rows sort before that range. */
export interface PriceWindow {
  min: string;
  max: string | null;
  before: number;
}

/**
 * The price bands of a search (exact counts of the same filtered set, bands meeting without gaps) tell
 * which price range rows offset … offset + limit - 1 of a price-sorted list fall in; reading only that
 * range keeps a cheap page cheap however many goods match.
 */
export function priceWindow(
  bands: PriceBand[],
  descending: boolean,
  offset: number,
  limit: number,
): PriceWindow | null {
  const ordered = [...bands].sort((a, b) => compareMoney(a.min, b.min));
  if (descending) ordered.reverse();
  let seen = 0;
  let first: PriceBand | null = null;
  let last: PriceBand | null = null;
  let before = 0;
  for (const band of ordered) {
    if (!first && seen + band.count > offset) {
      first = band;
      before = seen;
    }
    if (first) last = band;
    seen += band.count;
    if (seen >= offset + limit) break;
  }
  if (!first || !last) return null;
  const [low, high] = descending ? [last, first] : [first, last];
  return { min: low.min, max: high.max, before };
}
