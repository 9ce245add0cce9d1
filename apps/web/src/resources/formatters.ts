import { DEFAULT_TIME_ZONE, formatDateTimeIn, fromCents, toCents } from '@procuremart/contract';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Shown where a value is missing, so an empty cell still reads as "nothing" rather than a glitch. */
export const EMPTY_CELL = '-';

let displayTimeZone: string = DEFAULT_TIME_ZONE;

/** The time zone pages show times in: the platform's (the session's userInfo.timeZone), China time by default. */
export function setDisplayTimeZone(timeZone: string | null | undefined): void {
  displayTimeZone = timeZone || DEFAULT_TIME_ZONE;
}

/**
 * ISO text (or a date) as `YYYY-MM-DD HH:mm:ss` in the platform's time zone, as exported files write it (the
 * browser's own time zone does not matter).
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  return formatDateTimeIn(value, displayTimeZone) ?? String(value);
}

/** A decimal amount with two decimals and thousands separators, computed exactly (never via floats). */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  let fixed: string;
  try {
    fixed = fromCents(toCents(String(value)));
  } catch {
    return String(value);
  }
  const negative = fixed.startsWith('-');
  const [integer, decimals] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${decimals}`;
}

/** Plain text of any cell value; blanks become the empty-cell mark. */
export function formatText(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  return String(value);
}
