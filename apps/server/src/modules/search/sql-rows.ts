import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * Rows of a raw SQL statement. Both drivers (PGlite and node-postgres) answer `{ rows }`; bigint and
 * count columns may come back as strings, so callers convert numbers with Number().
 */
export async function sqlRows<T>(conn: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await conn.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
