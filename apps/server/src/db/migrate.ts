import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

// Migrations are applied by set, not by "newer than the last one": drizzle-orm's migrate() skips a migration
// whose timestamp is older than the newest applied one, so a branch merged after another (with an older
// timestamp) would be silently left out on every existing database. Here each migration of the journal is
// recorded by its tag and the hash of its SQL in drizzle.applied_migrations; every one not recorded is
// applied, in journal order, each in its own transaction together with its record (a process killed
// mid-migration leaves it unapplied, not half-applied). A migration recorded under another tag (renamed
// at a merge) is recognised by its hash. A recorded migration whose SQL changed is refused: applied SQL is
// never edited, a new migration is written instead.

const defaultFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: every ProcureMart process asks for the same advisory lock.
const STARTUP_LOCK_KEY = 7_421_001;

export interface MigrationFile {
  tag: string;
  hash: string;
  statements: string[];
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The journal's migrations in order, with the hash drizzle-kit and drizzle-orm use (sha256 of the file). */
export function readMigrations(folder = defaultFolder): MigrationFile[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map(({ tag }) => {
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((s) => s.trim() !== ''),
    };
  });
}

/** What the migrator needs of a connection: plain queries, and a transaction around a piece of work. */
interface Runner {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
  transaction(work: (query: Runner['query']) => Promise<void>): Promise<void>;
}

function runnerOf(database: Database): Runner {
  if (database.kind === 'pglite') {
    // Without parameters a text goes through exec (the simple protocol), which takes several statements,
    // as hand-written migrations may hold.
    type Client = Pick<PGlite, 'query' | 'exec'>;
    const queryOn =
      (client: Client) =>
      async <R>(text: string, params?: unknown[]): Promise<R[]> =>
        params === undefined
          ? (((await client.exec(text)).at(-1)?.rows as R[] | undefined) ?? [])
          : (await client.query<R>(text, params)).rows;
    const client = database.client;
    return {
      query: queryOn(client),
      transaction: (work) => client.transaction((tx) => work(queryOn(tx))),
    };
  }
  const pool = database.pool;
  return {
    query: async <R>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as R[],
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work(
          async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Databases migrated before this migrator recorded their migrations only in drizzle-orm's table (by hash
 * and timestamp): those are taken over once, matched by hash.
 */
async function takeOverDrizzleRecords(run: Runner, migrations: MigrationFile[]): Promise<void> {
  const [{ recorded }] = await run.query<{ recorded: number }>(
    'select count(*)::int as recorded from drizzle.applied_migrations',
  );
  if (recorded > 0) return;
  const [{ exists }] = await run.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!exists) return;
  const applied = new Set(
    (await run.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations')).map((r) => r.hash),
  );
  for (const migration of migrations.filter((m) => applied.has(m.hash))) {
    await run.query('insert into drizzle.applied_migrations (tag, hash) values ($1, $2)', [
      migration.tag,
      migration.hash,
    ]);
  }
}

export class ChangedMigrationError extends Error {
  constructor(tag: string) {
    super(`migration ${tag} was changed after it was applied; write a new migration instead`);
    this.name = 'ChangedMigrationError';
  }
}

/** Applies every migration of `folder` not yet recorded as applied; returns the tags applied now. */
export async function migrate(database: Database, folder = defaultFolder): Promise<string[]> {
  const migrations = readMigrations(folder);
  const run = runnerOf(database);
  await run.query('create schema if not exists drizzle');
  await run.query(
    `create table if not exists drizzle.applied_migrations (
       tag text primary key,
       hash text not null unique,
       applied_at timestamptz not null default now()
     )`,
  );
  await takeOverDrizzleRecords(run, migrations);
  const records = await run.query<{ tag: string; hash: string }>(
    'select tag, hash from drizzle.applied_migrations',
  );
  const hashByTag = new Map(records.map((r) => [r.tag, r.hash]));
  const tagByHash = new Map(records.map((r) => [r.hash, r.tag]));
  const appliedNow: string[] = [];
  for (const migration of migrations) {
    const recordedHash = hashByTag.get(migration.tag);
    if (recordedHash !== undefined) {
      if (recordedHash !== migration.hash) throw new ChangedMigrationError(migration.tag);
      continue;
    }
    const renamedFrom = tagByHash.get(migration.hash);
    await run.transaction(async (query) => {
      if (renamedFrom !== undefined) {
        await query('update drizzle.applied_migrations set tag = $1 where tag = $2', [
          migration.tag,
          renamedFrom,
        ]);
        return;
      }
      for (const statement of migration.statements) await query(statement);
      await query('insert into drizzle.applied_migrations (tag, hash) values ($1, $2)', [
        migration.tag,
        migration.hash,
      ]);
    });
    if (renamedFrom === undefined) appliedNow.push(migration.tag);
  }
  return appliedNow;
}

/** The tags recorded as applied. */
export async function appliedMigrations(database: Database): Promise<string[]> {
  const rows = await runnerOf(database).query<{ tag: string }>('select tag from drizzle.applied_migrations');
  return rows.map((r) => r.tag);
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
