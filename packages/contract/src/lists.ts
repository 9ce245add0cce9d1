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

/** Date-time on the wire: ISO 8601 text. */
export const dateTimeSchema = z.string();
