import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteAssets } from '../../testing/pglite-dump';
import { pgliteTemplateDump } from '../../testing/template-database';
import type { PgliteAssets } from '../client';
import { pgliteClaimFile } from '../database-location';
import { BackupRefused } from './backup-refused';
import { backupPglite, restorePglite } from './pglite-backup';

// One seeded PGlite data directory on disk (the lean test template: demo accounts), backed up once; each test
// restores that file somewhere.

let root: string;
let source: string;
let backupFile: string;
let assets: PgliteAssets;
/** The source database's rows, read once. */
let original: Snapshot;

interface Snapshot {
  users: number;
  purchaser: { id: string; org_id: string } | undefined;
}

async function rowsOf(client: PGlite): Promise<Snapshot> {
  const users = await client.query<{ count: number }>('select count(*)::int as count from users');
  const purchaser = await client.query<Snapshot['purchaser'] & object>(
    "select id::text, org_id::text from users where username = 'purchaser01'",
  );
  return { users: users.rows[0]?.count ?? 0, purchaser: purchaser.rows[0] };
}

async function snapshot(dir: string): Promise<Snapshot> {
  const client = await PGlite.create({ dataDir: dir, ...assets });
  try {
    return await rowsOf(client);
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  assets = await pgliteAssets();
  root = mkdtempSync(join(tmpdir(), 'pm-backup-'));
  source = join(root, 'source', 'pglite');
  mkdirSync(dirname(source));
  const seeded = await PGlite.create({
    dataDir: source,
    loadDataDir: await pgliteTemplateDump('lean'),
    ...assets,
  });
  original = await rowsOf(seeded);
  await seeded.close();
  backupFile = join(root, 'backups', 'procuremart.tar.gz');
  await backupPglite(source, backupFile, { assets });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite backup and restore', () => {
  it('restores the backed-up database into an empty folder: the same rows', async () => {
    const target = join(root, 'restored', 'pglite');
    const summary = await restorePglite(backupFile, target, { assets });
    expect(summary.migrations).toBeGreaterThan(0);
    expect(original.purchaser).toBeDefined();
    expect(await snapshot(target)).toEqual(original);
  });

  it('refuses to restore over a database unless --force, then replaces it', async () => {
    const target = join(root, 'replaced', 'pglite');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'PG_VERSION'), '15\n');
    await expect(restorePglite(backupFile, target, { assets })).rejects.toThrow(
      new BackupRefused(`${target} is not empty: restore with --force to replace the database in it`),
    );
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('15\n');

    await restorePglite(backupFile, target, { force: true, assets });
    expect(await snapshot(target)).toEqual(original);
  });

  it('refuses a data directory a running server holds, and leaves no backup file', async () => {
    writeFileSync(pgliteClaimFile(source), String(process.ppid));
    const file = join(root, 'busy.tar.gz');
    try {
      await expect(backupPglite(source, file, { assets })).rejects.toThrow(
        /the data directory is in use by process \d+\. .* Stop the server first\./,
      );
      await expect(restorePglite(backupFile, source, { force: true, assets })).rejects.toThrow(
        /in use by process/,
      );
    } finally {
      rmSync(pgliteClaimFile(source));
    }
    expect(existsSync(file)).toBe(false);
  });

  it('leaves the target as it was when the file is no backup', async () => {
    const notBackup = join(root, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    const target = join(root, 'untouched', 'pglite');
    await expect(restorePglite(notBackup, target, { assets })).rejects.toThrow(
      new BackupRefused(`${notBackup} is no ProcureMart PGlite backup (not gzip); ${target} is unchanged`),
    );
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.restoring`)).toBe(false);
  });
});
