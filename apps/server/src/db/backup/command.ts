import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseLocationFromEnv, pgliteDir } from '../database-location';
import { BackupRefused } from './backup-refused';
import { backupPglite, type PgliteBackupOptions, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

// `npm run backup -- <file>` and `npm run restore -- <file> [--force]` on the database of DATABASE_URL
// (pg_dump / pg_restore) or of DATA_DIR's PGlite (a consistent tarball; the server must be stopped).

const USAGE = 'usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]';

/** Runs one command line (`backup <file>` or `restore <file> [--force]`); returns the line to print. */
export async function runBackupCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  options: PgliteBackupOptions = {},
): Promise<string> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch {
    throw new BackupRefused(USAGE);
  }
  const { command, target, force } = parsed;
  const file = resolve(process.cwd(), target);
  const { dataDir, databaseUrl } = databaseLocationFromEnv(env);
  if (databaseUrl) {
    if (command === 'backup') {
      backupPostgres(databaseUrl, file);
      return `backup: PostgreSQL database (DATABASE_URL) written to ${file} (pg_dump, custom format)`;
    }
    await restorePostgres(file, databaseUrl, { force });
    return `restore: ${file} restored into the PostgreSQL database (DATABASE_URL); start the servers`;
  }
  const dir = pgliteDir(dataDir);
  if (command === 'backup') {
    const { bytes } = await backupPglite(dir, file, options);
    return `backup: PGlite database in ${dir} written to ${file} (${bytes} bytes). Files under FILES_DIR are not in it: copy them too`;
  }
  const { migrations } = await restorePglite(file, dir, { ...options, force });
  return `restore: ${file} restored into ${dir} (${migrations} migrations recorded; newer ones run at start)`;
}

function parse(argv: string[]): { command: 'backup' | 'restore'; target: string; force: boolean } {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [command, target, ...rest] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !target || rest.length > 0) throw new Error('usage');
  if (command === 'backup' && values.force) throw new Error('usage');
  return { command, target, force: values.force };
}

/** The exit status: 2 refused (nothing changed), 1 failed. */
export const exitStatusOf = (error: unknown): number => (error instanceof BackupRefused ? 2 : 1);
