import { join, resolve } from 'node:path';

// Where the database is, read from the environment by the server (config.ts) and by the backup commands
// (backup/cli.ts), which load nothing else of the server.

export interface DatabaseLocation {
  /** DATA_DIR: PGlite keeps its files under here when no DATABASE_URL is given. */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server instead of PGlite. */
  databaseUrl: string | null;
}

export function databaseLocationFromEnv(env: NodeJS.ProcessEnv): DatabaseLocation {
  return {
    dataDir: resolve(process.cwd(), env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
  };
}

/** PGlite's own folder under DATA_DIR (beside it: `pglite.pid`, the claim of the process using it). */
export const pgliteDir = (dataDir: string): string => join(dataDir, 'pglite');

/** The pid file that claims a PGlite folder for one process (data-dir-lock.ts). */
export const pgliteClaimFile = (dir: string): string => `${dir}.pid`;
