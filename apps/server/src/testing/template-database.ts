import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { useTestPasswordCost } from '../modules/identity/test-support';
import { slimDataDirDump } from './pglite-dump';

// The demo accounts' passwords, and every password a test registers, hash at argon2's lowest cost: the
// templates and every test worker import this module first.
useTestPasswordCost();

// Seeding the demo catalogue takes seconds, so tests seed it once and clone it: PGlite from a dumpDataDir()
// tarball cached on disk (test files run in separate workers), PostgreSQL from a template database.
// Both are keyed by a hash of everything that shapes the seeded data, so a changed migration or seed
// builds a new one. Two kinds: `lean` (reference data, demo accounts and brands: most API tests) and
// `catalogue` (the same plus the 6,000-SKU demo catalogue), whose dump is ten times the size to load.

export type TemplateKind = 'lean' | 'catalogue';
const TEMPLATE_KINDS: TemplateKind[] = ['lean', 'catalogue'];

/** Bump to force new templates when something outside the hashed sources changes the seeded data. */
const TEMPLATE_VERSION = 4;

const serverSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverSrc, '../../..');
/**
 * What shapes the seeded data: migrations and seed, the search indexer, the dictionaries, parameters,
 * messages, organisations and role grants the seed writes through, and the contract (codes, menus,
 * dictionaries).
 */
const HASHED_DIRS = [
  'apps/server/src/db',
  'apps/server/src/modules/search',
  'apps/server/src/modules/config',
  'apps/server/src/modules/messages',
  'apps/server/src/modules/org',
  'apps/server/src/modules/access',
  'packages/contract/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|sql|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The installed PGlite's version: a dump of one version is no data directory for another. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (manifest.name === '@electric-sql/pglite') return String(manifest.version);
    } catch {}
    dir = dirname(dir);
  }
  return 'unknown';
}

let sourcesKey: string | null = null;
/** Hash of the migrations, the seed, the search indexer, the contract sources and the PGlite version. */
function sourcesHash(): string {
  if (sourcesKey) return sourcesKey;
  const hash = createHash('sha256').update(`v${TEMPLATE_VERSION}`);
  hash.update(pgliteVersion());
  // Each domain's seed steps (`*.seed.ts` in its module) and the code beside them in its `seed/` folders
  // shape the data too.
  const seeds = sourceFiles(join(serverSrc, 'modules')).filter(
    (file) => file.endsWith('.seed.ts') || /[\\/]seed[\\/]/.test(relative(serverSrc, file)),
  );
  const files = [
    ...new Set([...HASHED_DIRS.flatMap((dir) => sourceFiles(join(repoRoot, dir))), ...seeds]),
  ].sort();
  for (const file of files) hash.update(relative(repoRoot, file)).update(readFileSync(file));
  sourcesKey = hash.digest('hex');
  return sourcesKey;
}

/** The key of one kind of template: its kind and the hash of the sources. */
export function templateHash(kind: TemplateKind): string {
  return createHash('sha256').update(kind).update(sourcesHash()).digest('hex').slice(0, 16);
}

async function seedFresh(database: Database, kind: TemplateKind): Promise<void> {
  await migrate(database);
  await seedDatabase(database.db, 'demo', { demoCatalog: kind === 'catalogue', demoOrders: false });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const BUILD_TIMEOUT_MS = 180_000;

/** Runs `build` under a lock file so that parallel workers build once; the others wait for `ready()`. */
async function buildOnce(lockPath: string, ready: () => boolean, build: () => Promise<void>): Promise<void> {
  const started = Date.now();
  while (!ready()) {
    let lock: number | null = null;
    try {
      lock = openSync(lockPath, 'wx');
    } catch {
      // Someone else is building; a lock older than the build timeout belongs to a dead worker.
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > BUILD_TIMEOUT_MS) unlinkSync(lockPath);
      } catch {}
      if (Date.now() - started > 2 * BUILD_TIMEOUT_MS) throw new Error(`no test template after waiting`);
      await sleep(250);
      continue;
    }
    try {
      if (!ready()) await build();
    } finally {
      closeSync(lock);
      unlinkSync(lockPath);
    }
  }
}

const templateDir = join(tmpdir(), 'procuremart-test-templates');
const STALE_TEMPLATE_MS = 3_600_000;
const pgliteTemplates = new Map<TemplateKind, Promise<Blob>>();

/** The seeded PGlite data directory as a tarball: from the disk cache, or built (and cached) now. */
export function pgliteTemplateDump(kind: TemplateKind): Promise<Blob> {
  let template = pgliteTemplates.get(kind);
  if (template) return template;
  template = (async () => {
    await mkdir(templateDir, { recursive: true });
    const file = join(templateDir, `pglite-${templateHash(kind)}.tar`);
    const current = new Set(
      TEMPLATE_KINDS.map((other) => join(templateDir, `pglite-${templateHash(other)}.tar`)),
    );
    const exists = () => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    };
    const build = async () => {
      const database = await openPglite();
      try {
        await seedFresh(database, kind);
        if (database.kind !== 'pglite') throw new Error('expected PGlite');
        const dump = await slimDataDirDump(database.client);
        const partial = `${file}.${process.pid}.part`;
        await writeFile(partial, dump);
        await rename(partial, file);
      } finally {
        await database.close();
      }
      // Templates of other sources older than an hour are dropped (a run in progress keeps its own).
      for (const name of readdirSync(templateDir)) {
        const other = join(templateDir, name);
        if (!name.startsWith('pglite-') || current.has(other)) continue;
        try {
          if (Date.now() - statSync(other).mtimeMs > STALE_TEMPLATE_MS) unlinkSync(other);
        } catch {}
      }
    };
    await buildOnce(`${file}.lock`, exists, build);
    // Another run on other sources may remove this file while building its own: then build it again.
    for (;;) {
      try {
        return new Blob([await readFile(file)]);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await buildOnce(`${file}.lock`, exists, build);
      }
    }
  })();
  template.catch(() => pgliteTemplates.delete(kind));
  pgliteTemplates.set(kind, template);
  return template;
}

/** Any fixed number: test workers take this advisory lock to build the PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 7_421_301;
const templatePrefix = 'test_template_';
const postgresTemplates = new Map<string, Promise<string>>();

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function ensurePostgresTemplate(serverUrl: string, kind: TemplateKind): Promise<string> {
  const name = `${templatePrefix}${templateHash(kind)}`;
  const current = TEMPLATE_KINDS.map((other) => `${templatePrefix}${templateHash(other)}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openPostgres(databaseUrl(serverUrl, building));
      try {
        await seedFresh(database, kind);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      const stale = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> all($2::text[])',
        [`${templatePrefix}%`, current],
      );
      for (const row of stale.rows) {
        // A template another run still clones from stays until that run is done.
        await admin.query(`drop database if exists ${row.datname}`).catch(() => {});
      }
    }
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    return name;
  } finally {
    await admin.end();
  }
}

/** Name of the seeded template database of this kind on the server, created once per source hash. */
export function postgresTemplateName(serverUrl: string, kind: TemplateKind): Promise<string> {
  const key = `${kind} ${serverUrl}`;
  let template = postgresTemplates.get(key);
  if (!template) {
    template = ensurePostgresTemplate(serverUrl, kind);
    template.catch(() => postgresTemplates.delete(key));
    postgresTemplates.set(key, template);
  }
  return template;
}

/**
 * Builds (or finds) both templates before any test file starts (the server project's globalSetup), so that
 * a cold build never counts against a test file's hook timeout and no worker idles waiting for another.
 */
export async function prepareTemplates(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  for (const kind of TEMPLATE_KINDS) {
    if (serverUrl) await postgresTemplateName(serverUrl, kind);
    else await pgliteTemplateDump(kind);
  }
}
