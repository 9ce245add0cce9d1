import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';
import { appliedMigrations, ChangedMigrationError, migrate } from './migrate';

// Synthetic migration folders, so each case is small and fast: a journal and its SQL files.
type Spec = { tag: string; sql: string; when?: number }[];
const folders: string[] = [];
// One PGlite for all cases (opening one takes seconds); each case starts from empty schemas.
let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

function folderOf(spec: Spec): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  folders.push(folder);
  mkdirSync(join(folder, 'meta'));
  const entries = spec.map((m, idx) => ({
    idx,
    version: '7',
    when: m.when ?? idx + 1,
    tag: m.tag,
    breakpoints: true,
  }));
  writeFileSync(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const m of spec) writeFileSync(join(folder, `${m.tag}.sql`), m.sql);
  return folder;
}

async function fresh(): Promise<Database> {
  if (database.kind !== 'pglite') throw new Error('PGlite expected');
  await database.client.exec(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
  return database;
}

async function tables(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') throw new Error('PGlite expected');
  const { rows } = await database.client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
  );
  return rows.map((r) => r.name);
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const a = { tag: '20261101000000_a', sql: 'create table a (id int);' };
const b = {
  tag: '20261102000000_b',
  sql: 'create table b (id int);--> statement-breakpoint\ninsert into b values (1);',
};
const c = { tag: '20261103000000_c', sql: 'create table c (id int);' };

describe('migrations applied by set', () => {
  it('applies a migration merged later with an older timestamp, which drizzle-orm would skip', async () => {
    const database = await fresh();
    expect(await migrate(database, folderOf([a, c]))).toEqual([a.tag, c.tag]);
    // Branch b (older timestamp than c) lands after c was applied.
    expect(await migrate(database, folderOf([a, b, c]))).toEqual([b.tag]);
    expect(await tables(database)).toEqual(['a', 'b', 'c']);
    expect(await migrate(database, folderOf([a, b, c]))).toEqual([]);
  });

  it('shows the defect it replaces: drizzle-orm skips the older migration', async () => {
    const database = await fresh();
    if (database.kind !== 'pglite') throw new Error('PGlite expected');
    await drizzleMigrate(database.drizzle, {
      migrationsFolder: folderOf([
        { ...a, when: 1 },
        { ...c, when: 3 },
      ]),
    });
    await drizzleMigrate(database.drizzle, {
      migrationsFolder: folderOf([
        { ...a, when: 1 },
        { ...b, when: 2 },
        { ...c, when: 3 },
      ]),
    });
    expect(await tables(database)).toEqual(['a', 'c']);
  });

  it("takes over a database migrated by drizzle-orm's migrator without applying anything twice", async () => {
    const database = await fresh();
    if (database.kind !== 'pglite') throw new Error('PGlite expected');
    const folder = folderOf([a, b]);
    await drizzleMigrate(database.drizzle, { migrationsFolder: folder });
    expect(await migrate(database, folderOf([a, b, c]))).toEqual([c.tag]);
    expect((await appliedMigrations(database)).sort()).toEqual([a.tag, b.tag, c.tag]);
  });

  it('recognises a migration renamed at a merge by its SQL', async () => {
    const database = await fresh();
    await migrate(database, folderOf([a, b]));
    const renamed = { ...b, tag: '20261104000000_b_renumbered' };
    expect(await migrate(database, folderOf([a, renamed]))).toEqual([]);
    expect((await appliedMigrations(database)).sort()).toEqual([a.tag, renamed.tag]);
  });

  it('refuses a migration whose SQL changed after it was applied', async () => {
    const database = await fresh();
    await migrate(database, folderOf([a]));
    await expect(migrate(database, folderOf([{ ...a, sql: 'create table a (id bigint);' }]))).rejects.toThrow(
      ChangedMigrationError,
    );
  });

  it('leaves a failing migration wholly unapplied and unrecorded, the ones before it applied', async () => {
    const database = await fresh();
    const broken = {
      tag: '20261105000000_broken',
      sql: 'create table d (id int);--> statement-breakpoint\nselect * from missing;',
    };
    await expect(migrate(database, folderOf([a, broken]))).rejects.toThrow(/missing/);
    expect(await tables(database)).toEqual(['a']);
    expect(await appliedMigrations(database)).toEqual([a.tag]);
  });
});
