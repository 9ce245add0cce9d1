import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';

/** The rows of a raw query, whichever driver ran it (PGlite and node-postgres both answer `{ rows }`). */
export async function sqlRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
