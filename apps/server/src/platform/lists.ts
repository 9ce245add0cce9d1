import type { Page } from '@procuremart/contract';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export interface SortRequest<F extends string> {
  field: F;
  order: 'ASC' | 'DESC';
}

export const paging = ({ pageNo, pageSize }: PageRequest) => ({
  limit: pageSize,
  offset: (pageNo - 1) * pageSize,
});

/**
 * ORDER BY for an allow-listed sort: the contract's enum names the fields, `columns` maps each one,
 * and `tieBreaker` (a unique column) keeps pages stable.
 */
export function orderBy<F extends string>(
  sort: SortRequest<F> | undefined,
  columns: Record<F, AnyColumn>,
  fallback: SQL[],
  tieBreaker: AnyColumn,
): SQL[] {
  if (!sort) return [...fallback, desc(tieBreaker)];
  const direction = sort.order === 'ASC' ? asc : desc;
  return [direction(columns[sort.field]), direction(tieBreaker)];
}

export function toPage<R>(rows: R[], total: number, request: PageRequest): Page<R> {
  return { rows, total, pageNo: request.pageNo, pageSize: request.pageSize };
}
