import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteAssets } from '../client';
import { claimDataDir } from '../data-dir-lock';
import { pgliteClaimFile } from '../database-location';
import { BackupRefused } from './backup-refused';

// `npm run backup` / `npm run restore` on PGlite: the data directory as PGlite's own tarball (dumpDataDir,
// gzip), taken while no server uses it (its pid file is claimed for the whole command, so a server cannot
// start meanwhile), after a checkpoint: a consistent copy. Restoring loads the tarball into a new folder
// beside the target and moves it into place only when it opened, so a failed restore leaves the target as
// it was. The whole database passes through memory: PGlite suits databases of a few GB at most; larger ones
// belong on PostgreSQL.

/** Claims the folder as a server would; one in use is refused (a server running on it, or another command). */
function claim(dir: string): () => void {
  try {
    return claimDataDir(pgliteClaimFile(dir));
  } catch (error) {
    if (error instanceof Error && /in use by process/.test(error.message))
      throw new BackupRefused(`${error.message} Stop the server first.`);
    throw error;
  }
}

const isDatabaseDir = (dir: string) => existsSync(`${dir}/PG_VERSION`);
const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** `assets`: PGlite's compiled WebAssembly, for a process that opens many databases (tests). */
export interface PgliteBackupOptions {
  assets?: PgliteAssets;
}

/** What a restored database holds, as a check that it opens and is ProcureMart's. */
export interface RestoredSummary {
  migrations: number;
  bytes: number;
}

/** Writes a consistent gzip tarball of the PGlite data directory `dir` to `file` (replaced atomically). */
export async function backupPglite(
  dir: string,
  file: string,
  { assets }: PgliteBackupOptions = {},
): Promise<{ bytes: number }> {
  if (!isDatabaseDir(dir)) throw new BackupRefused(`${dir} holds no PGlite database (no PG_VERSION)`);
  const release = claim(dir);
  try {
    const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, ...assets });
    let dump: Buffer;
    try {
      // Everything committed is then in the data files, and a restored copy starts without replaying the log.
      await client.query('CHECKPOINT');
      dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return { bytes: dump.length };
  } finally {
    release();
  }
}

/** Unpacks a backup into the new folder `dir` and opens it; returns the migrations it has recorded. */
async function loadBackup(bytes: Buffer, dir: string, assets?: PgliteAssets): Promise<number> {
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: new Blob([bytes], { type: 'application/gzip' }),
    extensions: { pg_trgm },
    ...assets,
  });
  try {
    const recorded = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.applied_migrations',
    );
    return recorded.rows[0]?.count ?? 0;
  } finally {
    await client.close();
  }
}

/**
 * Loads a backup made by backupPglite into `dir`. Refuses a folder that already holds anything unless
 * `force` (then the old contents are replaced, once the backup has opened).
 */
export async function restorePglite(
  file: string,
  dir: string,
  { force = false, assets }: PgliteBackupOptions & { force?: boolean } = {},
): Promise<RestoredSummary> {
  if (!existsSync(file)) throw new BackupRefused(`${file}: no such backup file`);
  if (!force && !isEmptyDir(dir))
    throw new BackupRefused(`${dir} is not empty: restore with --force to replace the database in it`);
  mkdirSync(dirname(dir), { recursive: true });
  const release = claim(dir);
  const incoming = `${dir}.restoring`;
  try {
    rmSync(incoming, { recursive: true, force: true });
    const bytes = await readFile(file);
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b)
      throw new BackupRefused(`${file} is no ProcureMart PGlite backup (not gzip); ${dir} is unchanged`);
    const migrations = await loadBackup(bytes, incoming, assets).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupRefused(`${file} is no ProcureMart PGlite backup (${reason}); ${dir} is unchanged`);
    });
    const replaced = `${dir}.replaced`;
    rmSync(replaced, { recursive: true, force: true });
    if (existsSync(dir)) renameSync(dir, replaced);
    renameSync(incoming, dir);
    rmSync(replaced, { recursive: true, force: true });
    return { migrations, bytes: bytes.length };
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
