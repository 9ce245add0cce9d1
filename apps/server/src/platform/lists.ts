import { type AuditTab, isMoney, MAX_PAGE_SIZE, type Page } from '@procuremart/contract';
import { type AnyColumn, and, asc, type Column, desc, gte, inArray, lte, not, SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { notFoundError } from './errors';

// One list builder: a declared list (base query, filters, sort allow-list) run against the parsed
// contract input `{ pageNo, pageSize, sort?, ...filters }` gives `{ rows, total, pageNo, pageSize }`.

type SortOrder = 'ASC' | 'DESC';
export interface ListInput {
  pageNo: number;
  pageSize: number;
  sort?: { field: string; order: SortOrder };
}
type SortField<I> = I extends { sort?: { field: infer F } } ? (F extends string ? F : never) : never;

/** A filter on its own input field; skipped when the field is absent, blank or an empty list. */
export interface FieldFilter<V> {
  readonly reads: 'field';
  readonly where: (value: V) => SQL | undefined;
}
/** A filter on the whole input: several fields (a from/to pair) or none. */
export interface InputFilter<I> {
  readonly reads: 'input';
  readonly where: (input: I) => SQL | undefined;
}
export type AnyFilter = FieldFilter<any> | InputFilter<any>;
/** What the builder needs of a drizzle select in dynamic mode (`.$dynamic()`) answering `Row`s. */
export interface ListSelect<Row> extends PromiseLike<Row[]> {
  where(where: SQL | undefined): ListSelect<Row>;
  orderBy(...columns: SQL[]): ListSelect<Row>;
  limit(limit: number): ListSelect<Row>;
  offset(offset: number): ListSelect<Row>;
}

/** A list as data. `rows` and `count` give the base queries (same FROM and joins), in dynamic mode. */
export type ListSpec<I extends ListInput, Row, R> = {
  rows: (db: Db | Tx) => ListSelect<Row>;
  count: (db: Db | Tx) => ListSelect<{ total: number }>;
  /** A condition every row of the list meets (e.g. open shops only). */
  where?: SQL;
  filters?: Record<string, AnyFilter>;
  defaultOrder: SQL[];
  /** A unique column ending every ORDER BY so that pages never overlap or skip rows. */
  tieBreaker: AnyColumn;
  /** Direction of the tie-breaker after the default order (a chosen sort uses the sort's direction). */
  defaultTieBreak?: SortOrder;
  map: (row: Row) => R;
} & ([SortField<I>] extends [never]
  ? { sorts?: undefined }
  : { sorts: Record<SortField<I>, AnyColumn | SQL> });

/**
 * Declares a list for a call's parsed input `I`; its filters come from the call's declared filters
 * (`filtersOf(call, { brandName: [brands.brandName, brands.brandNameEn], status: brands.status })`).
 */
export function defineListQuery<I extends ListInput>() {
  return <Row, R, F extends Record<string, AnyFilter> = Record<never, never>>(
    spec: ListSpec<I, Row, R> & { filters?: F },
  ): ListSpec<I, Row, R> => spec;
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Any of the listed values; an empty list does not filter. */
export function inList<C extends Column>(column: C): FieldFilter<readonly C['_']['data'][]> {
  return { reads: 'field', where: (values) => (values.length ? inArray(column, [...values]) : undefined) };
}

export type BoundKind = 'date' | 'amount';
type Bound = string | Date | null | undefined;
export interface Bounds {
  from?: Bound;
  to?: Bound;
}

function boundValue(kind: BoundKind, bound: Bound): Date | string | null {
  if (bound === null || bound === undefined || bound === '') return null;
  if (kind === 'amount') return typeof bound === 'string' && isMoney(bound) ? bound : null;
  const date = bound instanceof Date ? bound : new Date(bound);
  return Number.isNaN(date.getTime()) ? null : date;
}

function boundsWhere(column: Column, kind: BoundKind, { from, to }: Bounds): SQL | undefined {
  const low = boundValue(kind, from);
  const high = boundValue(kind, to);
  // Amounts compare as numeric in SQL, never as floats in JS.
  const cast = (value: Date | string) => (kind === 'amount' ? sql`${value}::numeric` : value);
  return and(
    low === null ? undefined : gte(column, cast(low)),
    high === null ? undefined : lte(column, cast(high)),
  );
}

/**
 * Inclusive range on a date or amount column; either bound may be missing (an unparsable date or a
 * malformed amount counts as missing). Reads `{ from?, to? }` from its own field, or, given `fields`,
 * two top-level input fields.
 */
export function between(column: Column, kind: BoundKind): FieldFilter<Bounds>;
export function between<FK extends string, TK extends string>(
  column: Column,
  kind: BoundKind,
  fields: { from: FK; to: TK },
): InputFilter<Partial<Record<FK | TK, Bound>>>;
export function between(
  column: Column,
  kind: BoundKind,
  fields?: { from: string; to: string },
): FieldFilter<Bounds> | InputFilter<Partial<Record<string, Bound>>> {
  if (!fields) return { reads: 'field', where: (bounds) => boundsWhere(column, kind, bounds) };
  return {
    reads: 'input',
    where: (input) => boundsWhere(column, kind, { from: input[fields.from], to: input[fields.to] }),
  };
}

/** Escape hatch: any SQL from the field's value. */
export function custom<V>(where: (value: V) => SQL | undefined): FieldFilter<V> {
  return { reads: 'field', where };
}

/** Escape hatch: any SQL from the whole input. */
export function customInput<I>(where: (input: I) => SQL | undefined): InputFilter<I> {
  return { reads: 'input', where };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The WHERE of a list for one input: the list's own condition and every filter that applies. */
export function listWhere<I extends object>(
  spec: { where?: SQL; filters?: Record<string, AnyFilter> },
  input: I,
): SQL | undefined {
  const conditions = Object.entries(spec.filters ?? {}).map(([key, filter]) => {
    if (filter.reads === 'input') return filter.where(input);
    const value = (input as Record<string, unknown>)[key];
    return isBlank(value) ? undefined : filter.where(value);
  });
  return and(spec.where, ...conditions);
}

/** ORDER BY: the chosen allow-listed sort, else the default order; the tie-breaker always last. */
export function listOrder<I extends ListInput>(
  spec: {
    sorts?: Record<string, AnyColumn | SQL>;
    defaultOrder: SQL[];
    tieBreaker: AnyColumn;
    defaultTieBreak?: SortOrder;
  },
  sort: I['sort'],
): SQL[] {
  const column = sort ? spec.sorts?.[sort.field] : undefined;
  if (!sort || !column) {
    const tie = (spec.defaultTieBreak ?? 'DESC') === 'ASC' ? asc : desc;
    return [...spec.defaultOrder, tie(spec.tieBreaker)];
  }
  const direction = sort.order === 'ASC' ? asc : desc;
  return [direction(column), direction(spec.tieBreaker)];
}

/** One page of a declared list: the filtered count and the rows of the page, mapped. */
export async function runList<I extends ListInput, Row, R>(
  db: Db | Tx,
  spec: ListSpec<I, Row, R>,
  input: I,
): Promise<Page<R>> {
  const pageSize = Math.min(input.pageSize, MAX_PAGE_SIZE);
  const pageNo = input.pageNo;
  const where = listWhere(spec, input);
  const [counted] = await spec.count(db).where(where);
  const rows = await spec
    .rows(db)
    .where(where)
    .orderBy(...listOrder(spec, input.sort))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows: rows.map(spec.map), total: Number(counted?.total ?? 0), pageNo, pageSize };
}

/**
 * One record read through a list's own select, condition (its scope) and mapping, so that a detail or the
 * answer of a write shows the record as its list row does: `readRecord(db, brandList, eq(brands.id, id))`.
 * A record outside the list's condition does not exist for the reader (E404, or the domain's own `notFound`).
 */
export async function readRecord<I extends ListInput, Row, R>(
  db: Db | Tx,
  spec: ListSpec<I, Row, R>,
  where: SQL,
  notFound: () => Error = notFoundError,
): Promise<R> {
  const [row] = await spec.rows(db).where(and(spec.where, where)).limit(1);
  if (row === undefined) throw notFound();
  return spec.map(row);
}

/**
 * A review list (`auditTabFilter` / `auditPageOf` in the contract): the page of the chosen tab (pending by
 * default: rows matching `pending`; decided: every other row, or the list's own condition of each tab where
 * "decided" is narrower, e.g. decided at one audit level) and how many rows each tab holds under the same
 * filters and scope.
 */
export async function runAuditList<I extends ListInput & { tab?: AuditTab }, Row, R>(
  db: Db | Tx,
  spec: ListSpec<I, Row, R>,
  input: I,
  pending: SQL | Record<AuditTab, SQL>,
): Promise<Page<R> & { tabCounts: Record<AuditTab, number> }> {
  const tabs: Record<AuditTab, SQL> = pending instanceof SQL ? { pending, decided: not(pending) } : pending;
  const tab = input.tab ?? 'pending';
  const other: AuditTab = tab === 'pending' ? 'decided' : 'pending';
  const page = await runList(db, { ...spec, where: and(spec.where, tabs[tab]) }, input);
  const [counted] = await spec
    .count(db)
    .where(listWhere({ ...spec, where: and(spec.where, tabs[other]) }, input));
  const tabCounts = { [tab]: page.total, [other]: Number(counted?.total ?? 0) } as Record<AuditTab, number>;
  return { ...page, tabCounts };
}

/** Maps the rows of a page, keeping its paging. */
export function mapPage<T, R>(page: Page<T>, map: (row: T) => R): Page<R> {
  return { ...page, rows: page.rows.map(map) };
}
