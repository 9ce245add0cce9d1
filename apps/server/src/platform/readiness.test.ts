import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sqlRows } from './sql-rows';

let t: TestApp;
// The job runner polls in this file: readiness asks whether it runs.
beforeAll(async () => {
  t = await createTestApp({ jobs: { autoStart: true, pollMs: 60_000 } });
});
afterAll(() => t.close());

const ready = async (app: FastifyInstance = t.app) => {
  const response = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/ready', () => {
  it('is ready when the database answers, every migration is applied and the job runner runs', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: {
        status: 'ready',
        failed: [],
        checks: { database: 'ok', migrations: 'ok', jobs: 'ok', searchIndex: 'ok' },
        pendingMigrations: [],
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready while a migration of this build is not applied, and names it', async () => {
    const [last] = await sqlRows<{ tag: string; hash: string }>(
      t.db,
      sql`select tag, hash from drizzle.applied_migrations order by tag desc limit 1`,
    );
    await t.db.execute(sql`delete from drizzle.applied_migrations where tag = ${last.tag}`);
    try {
      const { status, body } = await ready();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'not ready',
        failed: ['migrations'],
        pendingMigrations: [last.tag],
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.applied_migrations (tag, hash) values (${last.tag}, ${last.hash})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready while the job runner is stopped', async () => {
    await t.app.jobs.stop();
    try {
      expect((await ready()).body).toMatchObject({ failed: ['jobs'], checks: { jobs: 'failed' } });
    } finally {
      await t.app.jobs.start();
    }
  });

  it('names the database when it is gone', async () => {
    // Closed under a running app: on PostgreSQL a second app over a pool of its own (as a second process
    // would be), so the test's database stays to be dropped; on PGlite the in-memory database itself.
    let app = t.app;
    if (t.database.kind === 'postgres') {
      const own = await openPostgres(t.database.url);
      app = await buildApp(own, { ...t.config, jobs: { autoStart: false, pollMs: 60_000 } });
      await own.close();
    } else {
      await t.database.client.close();
    }
    const { status, body } = await ready(app);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'not ready',
      failed: ['database'],
      checks: { database: 'failed', migrations: 'unknown' },
    });
    if (app !== t.app) await app.close();
  });
});
