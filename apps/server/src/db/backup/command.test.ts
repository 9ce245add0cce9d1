import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupRefused } from './backup-refused';
import { exitStatusOf, runBackupCommand } from './command';

// The command line only (no database is opened): the round trips are pglite-backup and postgres-backup tests.

const dataDir = mkdtempSync(join(tmpdir(), 'pm-backup-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const usage = new BackupRefused('usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]');

describe('npm run backup / restore command line', () => {
  it.each([
    [[]],
    [['backup']],
    [['copy', 'x']],
    [['backup', 'a', 'b']],
    [['backup', 'a', '--force']],
    [['restore', 'a', '--yes']],
  ])('answers %j with the usage, as a refusal (exit 2)', async (argv) => {
    const error = await runBackupCommand(argv, { DATA_DIR: dataDir }).catch((e: unknown) => e);
    expect(error).toEqual(usage);
    expect(exitStatusOf(error)).toBe(2);
  });

  it('refuses a backup file that does not exist, on PGlite and on PostgreSQL, before touching a database', async () => {
    const missing = join(dataDir, 'missing.tar.gz');
    await expect(runBackupCommand(['restore', missing], { DATA_DIR: dataDir })).rejects.toThrow(
      new BackupRefused(`${missing}: no such backup file`),
    );
    await expect(
      runBackupCommand(['restore', missing, '--force'], {
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      }),
    ).rejects.toThrow(new BackupRefused(`${missing}: no such backup file`));
  });

  it('refuses to back up a DATA_DIR that holds no PGlite database', async () => {
    await expect(
      runBackupCommand(['backup', join(dataDir, 'b.tar.gz')], { DATA_DIR: dataDir }),
    ).rejects.toThrow(
      new BackupRefused(`${join(dataDir, 'pglite')} holds no PGlite database (no PG_VERSION)`),
    );
  });

  it('counts anything else as a failure (exit 1)', () => {
    expect(exitStatusOf(new Error('disk full'))).toBe(1);
  });
});
