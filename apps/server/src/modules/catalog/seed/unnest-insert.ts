import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';

// Multi-row inserts of generated records: one bind parameter per column (an array), unnest()ed by the
// server, so a thousand rows cost one statement and a handful of parameters. Table and column names come
// from the code below, never from input.

export type Conn = Db | Tx;

export interface Column<R> {
  name: string;
  /** Postgres element type of the array parameter, e.g. 'bigint', 'text', 'timestamptz'. */
  type: string;
  value: (row: R) => string | number | boolean | null;
}

export const col = <R>(name: string, type: string, value: Column<R>['value']): Column<R> => ({
  name,
  type,
  value,
});

export interface InsertOptions {
  /** Keep the ids the generator gave (GENERATED ALWAYS identity columns). */
  keepIds?: boolean;
  /** Skip rows whose key already exists (reference data loaded twice). */
  ignoreConflicts?: boolean;
}

/** Rows per INSERT statement. */
export const INSERT_CHUNK = 1000;

function insertStatement<R>(table: string, columns: Column<R>[], rows: R[], options: InsertOptions): SQL {
  const names = sql.raw(columns.map((column) => column.name).join(', '));
  const arrays = sql.join(
    columns.map((column) => sql`${sql.param(rows.map(column.value))}::${sql.raw(`${column.type}[]`)}`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names})
    ${options.keepIds ? sql`overriding system value` : sql``}
    select * from unnest(${arrays})
    ${options.ignoreConflicts ? sql`on conflict do nothing` : sql``}`;
}

/** Inserts the rows in statements of `chunk` rows. */
export async function insertRows<R>(
  conn: Conn,
  table: string,
  columns: Column<R>[],
  rows: readonly R[],
  options: InsertOptions = {},
  chunk = INSERT_CHUNK,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    await conn.execute(insertStatement(table, columns, rows.slice(start, start + chunk), options));
  }
}

/** Moves an identity sequence past the largest id, after rows were inserted with their own ids. */
export async function resetIdentity(conn: Conn, table: string): Promise<void> {
  await conn.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.raw(table)}`,
  );
}
