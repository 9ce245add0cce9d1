import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { BackupRefused } from './backup-refused';

// `npm run backup` / `npm run restore` on PostgreSQL (DATABASE_URL): PostgreSQL's own pg_dump (one consistent
// snapshot, taken while the servers run) and pg_restore, in the custom format. The client tools must be of
// the server's major version or newer. The password goes to them in PGPASSWORD, not on the command line.

function toolArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { dbname: parsed.toString(), env };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(tool, args, { env, encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupRefused(
      `${tool} not found: install PostgreSQL's client tools (of the server's major version or newer), ` +
        'or run pg_dump --format=custom / pg_restore yourself (docs/production.md, "Backups and restore")',
    );
  }
  if (result.status !== 0)
    throw new Error(`${tool} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
}

/** pg_dump of the whole database in the custom format into `file`. */
export function backupPostgres(url: string, file: string): void {
  const { dbname, env } = toolArgs(url);
  run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/** Tables in the database outside PostgreSQL's own schemas. */
async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * pg_restore of a backupPostgres file into the database, in one transaction (all or nothing). Refuses a
 * database that already holds tables unless `force`: then the backup's objects are dropped and recreated.
 */
export async function restorePostgres(
  file: string,
  url: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupRefused(`${file}: no such backup file`);
  const tables = await tableCount(url);
  if (tables > 0 && !force)
    throw new BackupRefused(
      `the database holds ${tables} tables: restore with --force to replace them (stop the servers first)`,
    );
  const { dbname, env } = toolArgs(url);
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...clean,
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
