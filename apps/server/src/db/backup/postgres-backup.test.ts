import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTemplateName } from '../../testing/template-database';
import { BackupRefused } from './backup-refused';
import { backupPostgres, restorePostgres } from './postgres-backup';

// Runs under `npm run test:pg` (DATABASE_URL names a PostgreSQL server with pg_dump/pg_restore beside it):
// the lean template copied into a database of its own, dumped, restored into a new one.

const serverUrl = process.env.DATABASE_URL;
const suffix = `${process.pid}_${Date.now()}`;
const names = { source: `backup_source_${suffix}`, target: `backup_target_${suffix}` };
let dir: string;

function urlOf(name: string): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = serverUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const snapshot = (name: string) =>
  admin(async (client) => {
    const users = await client.query('select count(*)::int as count from users');
    const purchaser = await client.query(
      "select id::text, org_id::text from users where username = 'purchaser01'",
    );
    return { users: users.rows[0].count as number, purchaser: purchaser.rows[0] };
  }, urlOf(name));

describe.skipIf(!serverUrl)('PostgreSQL backup and restore (pg_dump / pg_restore)', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pm-pg-backup-'));
    const template = await postgresTemplateName(serverUrl ?? '', 'lean');
    await admin(async (client) => {
      await client.query(`create database ${names.source} template ${template}`);
      await client.query(`create database ${names.target}`);
    });
  });
  afterAll(async () => {
    await admin(async (client) => {
      for (const name of Object.values(names))
        await client.query(`drop database if exists ${name} with (force)`);
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump into an empty database, and over a full one only with --force', async () => {
    const file = join(dir, 'procuremart.dump');
    backupPostgres(urlOf(names.source), file);
    await restorePostgres(file, urlOf(names.target));
    const restored = await snapshot(names.target);
    expect(restored.purchaser).toBeDefined();
    expect(restored).toEqual(await snapshot(names.source));

    await expect(restorePostgres(file, urlOf(names.target))).rejects.toThrow(BackupRefused);
    await expect(restorePostgres(file, urlOf(names.target))).rejects.toThrow(
      /^the database holds \d+ tables: restore with --force to replace them/,
    );
    await restorePostgres(file, urlOf(names.target), { force: true });
    expect(await snapshot(names.target)).toEqual(restored);
  });
});
