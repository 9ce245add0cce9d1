// `npm run db:check -w @procuremart/server` (CI runs it): the migrations are consistent and complete.
//  1. drizzle-kit check: no two snapshots claim the same parent (two branches generated from one base).
//  2. The tables (src/modules/**/tables.ts) need no migration that is not written yet.
//  3. Every journal entry has its SQL file and every SQL file is in the journal.
//  4. An upgrade: a database migrated with the base commit's migrations (MIGRATIONS_BASE, default HEAD~1),
//     then migrated with this tree's, holds every migration of this tree — none skipped for being older than
//     one applied before (as a branch merged later with an older timestamp would be by drizzle's migrate()).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/db/client';
import { appliedMigrations, migrate, readMigrations } from '../src/db/migrate';

const serverDir = resolve(fileURLToPath(import.meta.url), '../..');
const folder = join(serverDir, 'src/db/migrations');
const problems: string[] = [];

function drizzleKit(args: string[]): string {
  const result = spawnSync('npx', ['drizzle-kit', ...args], { cwd: serverDir, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) problems.push(`drizzle-kit ${args[0]} failed:\n${output}`);
  return output;
}

function checkSnapshots(): void {
  drizzleKit(['check']);
}

function checkNothingToGenerate(): void {
  // drizzle-kit writes relative to the package, so the scratch copy lives in it (and is removed).
  const scratch = join(serverDir, '.migrations-check');
  rmSync(scratch, { recursive: true, force: true });
  cpSync(folder, scratch, { recursive: true });
  try {
    const before = readdirSync(scratch).length;
    const output = drizzleKit([
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      // The same tables as drizzle.config.ts: the domains' and the platform's own.
      './src/{modules,platform}/**/tables.ts',
      '--out',
      './.migrations-check',
    ]);
    if (readdirSync(scratch).length !== before)
      problems.push(`the tables need a migration that is not written: run npm run db:generate\n${output}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function checkJournalMatchesFiles(): void {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tags = new Set(journal.entries.map((e) => e.tag));
  const files = readdirSync(folder).filter((f) => f.endsWith('.sql'));
  for (const file of files)
    if (!tags.has(file.replace(/\.sql$/, ''))) problems.push(`${file} is not in meta/_journal.json`);
  for (const tag of tags) if (!existsSync(join(folder, `${tag}.sql`))) problems.push(`${tag}.sql is missing`);
}

/** The base commit's migrations folder, or null when there is no such commit (a first commit, no git). */
function baseMigrations(base: string): string | null {
  const repoRoot = resolve(serverDir, '../..');
  const target = mkdtempSync(join(tmpdir(), 'migrations-base-'));
  try {
    const archive = execFileSync('git', ['archive', base, 'apps/server/src/db/migrations'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', target], { input: archive });
    return join(target, 'apps/server/src/db/migrations');
  } catch {
    rmSync(target, { recursive: true, force: true });
    return null;
  }
}

async function checkUpgrade(): Promise<void> {
  const base = process.env.MIGRATIONS_BASE ?? 'HEAD~1';
  const baseFolder = baseMigrations(base);
  const database = await openPglite();
  try {
    if (baseFolder) await migrate(database, baseFolder);
    else console.log(`(no migrations at ${base}: the upgrade check starts from an empty database)`);
    await migrate(database, folder);
    const recorded = new Set(await appliedMigrations(database));
    for (const { tag } of readMigrations(folder))
      if (!recorded.has(tag)) problems.push(`${tag} was not applied on a database upgraded from ${base}`);
  } catch (error) {
    problems.push(`upgrading a database from ${base}'s migrations failed: ${(error as Error).message}`);
  } finally {
    await database.close();
    if (baseFolder) rmSync(resolve(baseFolder, '../../../../..'), { recursive: true, force: true });
  }
}

checkSnapshots();
checkNothingToGenerate();
checkJournalMatchesFiles();
await checkUpgrade();
if (problems.length > 0) {
  console.error(`Migrations are not consistent:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'migrations: snapshots, journal and tables agree; an upgrade from the base applies every migration',
);
