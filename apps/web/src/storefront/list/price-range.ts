import { isWireMoney, toCents } from '@procuremart/contract';

/** A price the search accepts: SPEC §5 money (no leading zeros, two decimals at most) that fits the wire. */
export function isPrice(value: string): boolean {
  return isWireMoney(value);
}

export type PriceRangeCheck =
  | { ok: true; priceMin?: string; priceMax?: string }
  | { ok: false; field: 'priceMin' | 'priceMax'; messageKey: string };

/** The price range typed by the user: blanks mean open ends, each end a valid price, min ≤ max. */
export function checkPriceRange(min: string, max: string): PriceRangeCheck {
  const priceMin = min.trim();
  const priceMax = max.trim();
  if (priceMin && !isPrice(priceMin)) return { ok: false, field: 'priceMin', messageKey: 'validation.money' };
  if (priceMax && !isPrice(priceMax)) return { ok: false, field: 'priceMax', messageKey: 'validation.money' };
  if (priceMin && priceMax && toCents(priceMin) > toCents(priceMax))
    return { ok: false, field: 'priceMax', messageKey: 'search.priceRange' };
  return { ok: true, priceMin: priceMin || undefined, priceMax: priceMax || undefined };
}

/** Keeps what a price field may hold while typing: digits and one point with two decimals at most. */
export function sanitizePriceInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [integer, ...rest] = cleaned.split('.');
  if (rest.length === 0) return integer;
  return `${integer}.${rest.join('').slice(0, 2)}`;
}
