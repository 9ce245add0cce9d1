import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { closeAutonomousLane } from './autonomous';
import { claimDataDir } from './data-dir-lock';
import { pgliteClaimFile, pgliteDir } from './database-location';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type use cases see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; drizzle: PgliteDatabase<Schema>; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: Db;
      pool: pg.Pool;
      drizzle: NodePgDatabase<Schema>;
      /** The connection string it was opened with (tests open a second pool on it, as a second process would). */
      url: string;
      close(): Promise<void>;
    };

/**
 * What a process that opens many PGlite databases (a test worker) loads once and passes to each: the compiled
 * Postgres WebAssembly module and its file-system bundle. Left out, PGlite reads and compiles both per open.
 */
export type PgliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;

/**
 * PGlite in `dataDir`, or in memory when no directory is given (tests); `loadDataDir` starts it from a
 * dumpDataDir() tarball (tests clone a seeded template that way).
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  assets?: PgliteAssets,
): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = claimDataDir(pgliteClaimFile(dataDir));
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, ...assets });
  } catch (error) {
    release();
    throw error;
  }
  return pgliteDatabase(client, async () => {
    if (!client.closed) await client.close();
    release();
  });
}

/** A database over an open PGlite client; `close` is what closing it does (tests hand the client back). */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db: db as unknown as Db, client, drizzle: db, close };
}

export async function openPostgres(url: string, onIdleError?: (error: Error) => void): Promise<Database> {
  // JIT compilation (on by default since PostgreSQL 12) costs 10-20 ms whenever the planner's estimate is
  // high, more than it saves on these short queries (measured on a 73k-row facet count): it is off.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection dropped by the server must not crash the process.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  await pool.query('select 1');
  const close = async () => {
    await closeAutonomousLane(pool);
    await pool.end();
  };
  return { kind: 'postgres', db: db as unknown as Db, pool, drizzle: db, url, close };
}

export function openDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onIdleError)
    : openPglite(pgliteDir(config.dataDir));
}
