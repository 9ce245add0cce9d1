// A hot read as a named prepared statement, built once per database handle: building a drizzle query costs
// more than running a small one (0.1-0.3 ms per request), and PostgreSQL reuses the statement's plan.
// Keyed by handle because tests open several databases in one process.
import type { Db } from '../db/client';

/**
 * `const cards = preparedPerDb((db) => db.select(...).where(eq(x, sql.placeholder('id'))).prepare('name'))`,
 * then `cards(db).execute({ id })`. Only for the database handle: a transaction prepares its own.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
