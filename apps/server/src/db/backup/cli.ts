import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseLocationFromEnv, pgliteDir } from '../database-location';
import { BackupRefused } from './backup-refused';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

// `npm run backup -- <file>` and `npm run restore -- <file> [--force]` (built to apps/server/dist/backup.js,
// run by scripts/backup.mjs): the database of DATABASE_URL (pg_dump / pg_restore) or of DATA_DIR's PGlite
// (a consistent tarball; the server must be stopped). Exit 0 done, 1 failed, 2 refused (nothing changed).

const USAGE = 'usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]';

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [command, target, ...rest] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !target || rest.length > 0)
    throw new BackupRefused(USAGE);
  const file = resolve(process.cwd(), target);
  const { dataDir, databaseUrl } = databaseLocationFromEnv(process.env);
  if (databaseUrl) {
    if (command === 'backup') {
      backupPostgres(databaseUrl, file);
      return `backup: PostgreSQL database (DATABASE_URL) written to ${file} (pg_dump, custom format)`;
    }
    await restorePostgres(file, databaseUrl, { force: values.force });
    return `restore: ${file} restored into the PostgreSQL database (DATABASE_URL); start the servers`;
  }
  const dir = pgliteDir(dataDir);
  if (command === 'backup') {
    const { bytes } = await backupPglite(dir, file);
    return `backup: PGlite database in ${dir} written to ${file} (${bytes} bytes). Files under FILES_DIR are not in it: copy them too`;
  }
  const { migrations } = await restorePglite(file, dir, { force: values.force });
  return `restore: ${file} restored into ${dir} (${migrations} migrations recorded; newer ones run at start)`;
}

main(process.argv.slice(2)).then(
  (line) => console.log(line),
  (error: unknown) => {
    const refused =
      error instanceof BackupRefused || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`${refused ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : error}`);
    process.exitCode = refused ? 2 : 1;
  },
);
