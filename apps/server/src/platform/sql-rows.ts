import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

const dialect = new PgDialect();

/**
 * Typed rows of a raw SQL statement (`db.execute`). Both drivers (PGlite and node-postgres) answer
 * `{ rows }`; bigint, numeric and count columns may come back as strings, so callers convert numbers with
 * Number() and keep amounts as strings. The one place that casts a raw result.
 *
 * `name` makes it a named prepared statement on PostgreSQL, for statements a request runs every time (the
 * cart's upsert, the visibility check): each connection parses it once and plans it once its plan is settled,
 * where an unnamed one is parsed and planned per run (0.3-0.6 ms each for those). The text must then be the
 * same on every run (only parameters change): one name, one statement.
 */
export async function sqlRows<T>(conn: Db | Tx, query: SQL, name?: string): Promise<T[]> {
  if (name === undefined) {
    const result = (await conn.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  const prepared = conn._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
