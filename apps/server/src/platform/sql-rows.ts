import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * Typed rows of a raw SQL statement (`db.execute`). Both drivers (PGlite and node-postgres) answer
 * `{ rows }`; bigint, numeric and count columns may come back as strings, so callers convert numbers with
 * Number() and keep amounts as strings. The one place that casts a raw result.
 */
export async function sqlRows<T>(conn: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await conn.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
