import type { Emitted, Machine, MessageKey } from '@procuremart/contract';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { StepTaker } from '../actor';
import type { BusinessError } from '../errors';
import type { HistoryNames } from './status-history';

/** Why a guard refuses a step: a message key (code 8888), or a key with its own envelope code (E403, …). */
export type Refusal = MessageKey | { code: string; key: MessageKey };

/** What a guard sees: the locked row, who takes the step, and the facts the binding loaded for it. */
export type GuardFacts<R, F> = F & { row: R; taker: StepTaker };

/**
 * A rule a transition names (`throwIfX`), as a pure function of facts: the reason to refuse, or null. The
 * step engine refuses with it and the same function tells which actions a row offers (allowedEvents).
 */
export type StepGuard<R, F> = (facts: GuardFacts<R, F>) => Refusal | null;

/** One step as the engine takes it on one row. */
export interface Step<S, E, R> {
  row: R;
  from: S;
  to: S;
  event: E;
  taker: StepTaker;
  /** The trimmed remark ('' when none). */
  remark: string;
  at: Date;
}

type Row<T extends PgTable> = T['$inferSelect'];
type Values<T extends PgTable> = Partial<T['$inferInsert']>;

/**
 * Where a machine's records live, declared once on the server: the table, its id, status and version
 * columns, whose rows a taker may step (scope), the columns every step stamps, the facts its guards need,
 * the guards themselves and the domain events a step publishes. takeSteps needs nothing else.
 */
export interface MachineBinding<
  S extends string | number = any,
  E extends string = any,
  T extends PgTable = any,
  F extends object = any,
> {
  machine: Machine<S, E>;
  table: T;
  id: PgColumn;
  status: PgColumn;
  /** Raised by one on every step and compared too, where the table keeps one. */
  version?: PgColumn;
  /** An id the taker may not see, or that does not exist: "not found", never a hint. */
  notFound: () => BusinessError;
  /** The rows a taker may step, from the session (never client ids); every row when left out. */
  scope?: (taker: StepTaker, tx: Tx) => SQL | undefined;
  /** What a row whose status no longer allows the step reads as (E409 error.transitionNotAllowed by default). */
  moved?: (row: Row<T>, event: E) => BusinessError | undefined;
  /** Columns every step writes beside status and version (updatedAt, who decided, a reason …). */
  stamp?: (step: Step<S, E, Row<T>>) => Values<T>;
  /** Loads what the guards need about one locked row (the only I/O around a guard). */
  facts?: (tx: Tx, row: Row<T>, taker: StepTaker) => Promise<F>;
  guards?: Readonly<Record<string, StepGuard<Row<T>, F>>>;
  /**
   * The domain events a step publishes (in the step's transaction, after it is written); it may read what
   * their payloads carry beyond the row (an order's lines for `order.completed`).
   */
  events?: (step: Step<S, E, Row<T>>, tx: Tx) => Emitted<any>[] | Promise<Emitted<any>[]>;
  /** Whose name each step of a detail's history shows (recordWithHistory): the users' id and a name column. */
  historyNames?: HistoryNames;
}

/* @__NO_SIDE_EFFECTS__ */
export const bindMachine = <
  S extends string | number,
  E extends string,
  T extends PgTable,
  F extends object = Record<never, never>,
>(
  binding: MachineBinding<S, E, T, F>,
): MachineBinding<S, E, T, F> => binding;

/** The property a column has in the table's rows (`status` for `status`, `payStatus` for `pay_status`). */
export function keyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`column ${column.name} is not a column of its binding's table`);
  return found[0];
}
