import { fromCents, toCents } from '@procuremart/contract';

/** The change from `before` to `after` in percent of `before`, rounded half away from zero to 2 decimals. */
export function changePercent(before: string, after: string): string {
  const base = toCents(before);
  if (base === 0n) return '0.00';
  const difference = toCents(after) - base;
  const magnitude = difference < 0n ? -difference : difference;
  // Hundredths of a percent: difference / base * 100 * 100, rounded.
  const hundredths = (magnitude * 10_000n * 2n + base) / (2n * base);
  return fromCents(difference < 0n ? -hundredths : hundredths);
}

/** changePercent as a row's converter of the two prices named together: `{ before: old, after: new }`. */
export const changePercentOf = ({ before, after }: { before: string; after: string }): string =>
  changePercent(before, after);
