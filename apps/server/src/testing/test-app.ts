import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, openPostgres } from '../db/client';
import { leasePglite } from './pglite-reuse';
import { pgliteTemplateDump, postgresTemplateName, type TemplateKind } from './template-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  logLevel: false,
  webDist: '/nonexistent/procuremart-web-dist',
  // Tests run due jobs themselves (app.jobs.runDue()), so nothing happens behind their back.
  jobs: { autoStart: false, pollMs: 2000 },
  // Explicitly, as production must: tests of another gateway pass their own.
  paymentGateway: { kind: 'simulated', chosen: true },
  ...overrides,
});

/** A fresh database of its own on the PostgreSQL server named by DATABASE_URL, dropped on close. */
async function openScratchPostgres(
  serverUrl: string,
  template: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestDatabaseOptions {
  /**
   * true: the demo catalogue too (goods, shops, search index, home floors), for tests of goods, search and
   * carts. Default false: reference data, demo accounts and demo brands only, a tenth of the size to load.
   */
  catalogue?: boolean;
}

/**
 * A migrated, demo-seeded database: in-memory PGlite, or a scratch database when DATABASE_URL is set.
 * Both are clones of a template seeded once (see template-database.ts); a PGlite copy may be one an earlier
 * file of the worker closed, put back into the template's state (see pglite-reuse.ts).
 */
export async function createTestDatabase({ catalogue = false }: TestDatabaseOptions = {}): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  const kind: TemplateKind = catalogue ? 'catalogue' : 'lean';
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl
    ? await openScratchPostgres(serverUrl, await postgresTemplateName(serverUrl, kind))
    : null;
  const database = scratch ? scratch.database : await leasePglite(kind, await pgliteTemplateDump(kind));
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch?.drop();
    },
  };
}

export type TestAppOptions = Partial<Config> & TestDatabaseOptions;

/**
 * The app over a fresh database; one per test file. Lean by default: `{ catalogue: true }` for tests that
 * need the demo goods; any other option overrides the test config.
 */
export async function createTestApp({ catalogue, ...overrides }: TestAppOptions = {}): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase({ catalogue });
  const filesDir = mkdtempSync(join(tmpdir(), 'pm-test-files-'));
  const config = testConfig({ storage: { kind: 'local', dir: filesDir }, ...overrides });
  const app = await buildApp(database, config);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
