import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: every ProcureMart process asks for the same advisory lock.
const STARTUP_LOCK_KEY = 7_421_001;

/** Applies the generated SQL migrations with drizzle-orm's migrator (drizzle-kit migrate is silent on PGlite). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.drizzle, { migrationsFolder });
  else await migrateNodePg(database.drizzle, { migrationsFolder });
}

/**
 * Runs start-up work (migrate, seed) once at a time across processes: on PostgreSQL under a session
 * advisory lock, on PGlite directly since one process owns its data directory.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const lockHolder = await database.pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    lockHolder.release();
  }
}
