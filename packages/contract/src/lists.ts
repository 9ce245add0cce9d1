import { z } from 'zod';

export const MAX_PAGE_SIZE = 200;

/** Wire ids are decimal strings (database bigints). */
export const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'validation.invalid');

export const sortOrderSchema = z.enum(['ASC', 'DESC']);

/** List input: paging, an allow-listed sort and the list's own filters. */
export function listInput<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filters: F,
  sortFields: S,
) {
  return z
    .object({
      pageNo: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
      sort: z.object({ field: z.enum(sortFields), order: sortOrderSchema }).optional(),
      ...filters,
    })
    .strict();
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

/** Date-time on the wire: ISO 8601 text (years 1970-9999, at most 40 characters); every date input uses it. */
export const dateTimeSchema = z
  .string()
  .max(DATE_TIME_MAX_LENGTH, 'validation.dateTime')
  .refine(isDateTime, 'validation.dateTime');
