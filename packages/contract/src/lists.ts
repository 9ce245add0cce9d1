import { z } from 'zod';
import { AUDIT_TABS } from './audit-tabs';
import { type FilterSet, type FilterShape, rangeFields } from './list-filters';
import type { MessageKey } from './messages';
import { compareMoney, isWireMoney } from './money';

export const MAX_PAGE_SIZE = 200;

/** Wire ids are decimal strings (database bigints). */
export const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'validation.invalid');

export const sortOrderSchema = z.enum(['ASC', 'DESC']);

/**
 * List input: paging, an allow-listed sort and the list's declared filters (`defineFilters`). Each range's
 * bounds are checked to be in order (the upper one is refused with `validation.rangeOrder`). The schema
 * carries its filters (`filterSet`), so that the server's conditions and the web's controls follow from
 * them.
 */
export function listInput<D extends Record<string, any>, S extends readonly [string, ...string[]]>(
  filters: FilterSet<D>,
  sortFields: S,
) {
  const schema = z
    .object({
      pageNo: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
      sort: z.object({ field: z.enum(sortFields), order: sortOrderSchema }).optional(),
      ...(filters.shape as FilterShape<D>),
    })
    .strict()
    .superRefine(rangesInOrder(rangeFields(filters)));
  return Object.assign(schema, { filterSet: filters });
}

/**
 * The input of a lookup or of a list that is not sorted (a picker's choices, the storefront's shops): the
 * declared filters and the fields of `shape` (its paging). Like `listInput`, it carries its filters, so that
 * the server's conditions follow from them.
 */
export function filterInput<D extends Record<string, any>, S extends z.ZodRawShape = Record<never, never>>(
  filters: FilterSet<D>,
  shape: S = {} as S,
) {
  const schema = z
    .object({ ...shape, ...(filters.shape as FilterShape<D>) })
    .strict()
    .superRefine(rangesInOrder(rangeFields(filters)));
  return Object.assign(schema, { filterSet: filters });
}

/** Amounts (decimal strings), dates (ISO 8601) or numbers: which comes first, or null when not comparable. */
function compareBounds(from: unknown, to: unknown): number | null {
  if (typeof from === 'number' && typeof to === 'number') return Math.sign(from - to);
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  if (isWireMoney(from) && isWireMoney(to)) return compareMoney(from, to);
  if (isDateTime(from) && isDateTime(to)) return Math.sign(Date.parse(from) - Date.parse(to));
  return null;
}

/**
 * One check for every paired range: the upper bound must not come before the lower one (on the upper
 * bound's field). It runs only when both bounds passed their own schema (money and dates abort the parse
 * when wrong), and compares nothing it does not recognise, so no malformed value reaches a comparison.
 */
export function rangesInOrder(pairs: [string, string][], messageKey: MessageKey = 'validation.rangeOrder') {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [from, to] of pairs) {
      if (value[from] === undefined || value[to] === undefined) continue;
      if ((compareBounds(value[from], value[to]) ?? 0) > 0)
        ctx.addIssue({ code: 'custom', path: [to], message: messageKey });
    }
  };
}

/** List output: `{ rows, total, pageNo, pageSize }`. */
export function pageOf<R extends z.ZodType>(row: R) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A review list's page: its rows of the chosen tab and how many rows each tab holds under the same filters. */
export function auditPageOf<R extends z.ZodType>(row: R) {
  return pageOf(row).extend({ tabCounts: z.record(z.enum(AUDIT_TABS), z.number().int()) });
}

export type Page<R> = { rows: R[]; total: number; pageNo: number; pageSize: number };

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
export const DATE_TIME_MAX_LENGTH = 40;

/** ISO 8601 date or date-time with a real calendar date and a year from 1970 to 9999. */
export function isDateTime(text: string): boolean {
  if (text.length > DATE_TIME_MAX_LENGTH) return false;
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59)) return false;
  if (match[6] !== undefined && Number(match[6]) > 59) return false;
  return !Number.isNaN(new Date(text).getTime());
}

/**
 * Date-time on the wire: ISO 8601 text (years 1970-9999, at most 40 characters); every date input uses it.
 * A wrong one aborts the parse of its object, like a wrong amount.
 */
export const dateTimeSchema = z
  .string()
  .max(DATE_TIME_MAX_LENGTH, { message: 'validation.dateTime', abort: true })
  .refine(isDateTime, { message: 'validation.dateTime', abort: true });

export { AUDIT_TABS, type AuditTab } from './audit-tabs';
