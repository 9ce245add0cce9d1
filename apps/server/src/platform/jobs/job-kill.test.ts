import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type Database, openPglite } from '../../db/client';
import { pgliteTemplateDump } from '../../testing/template-database';
import { createTestDatabase } from '../../testing/test-app';
import { clock } from '../clock';
import { localStorage } from '../storage/local-storage';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue';
import { KILLABLE_KIND, KILLABLE_LEASE_MS } from './killable-worker.fixture';
import { JobRunner } from './runner';
import { jobs } from './tables';

const fixture = fileURLToPath(new URL('./killable-worker.fixture.ts', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'pm-job-kill-'));
const realNow = clock.now;
afterAll(() => {
  clock.now = realNow;
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the worker process, waits until it is inside the job, kills it with SIGKILL. */
async function runAndKillWorker(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const firstLine = await new Promise<string>((resolve) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', () => resolve('exited'));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return firstLine;
}

it('finishes a job exactly once after the process running it is killed (kill -9) mid-job', {
  timeout: 120_000,
}, async () => {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const dataDir = join(scratch, 'data');
  // PGlite: a data directory on disk, cloned from the seeded template; PostgreSQL: a scratch database.
  let database: Database;
  let dispose: () => Promise<void>;
  if (onPostgres) ({ database, dispose } = await createTestDatabase());
  else {
    database = await openPglite(join(dataDir, 'pglite'), await pgliteTemplateDump('lean'));
    dispose = () => database.close();
  }
  const finished: number[] = [];
  const job = defineJob({ kind: KILLABLE_KIND, run: async ({ jobId }) => void finished.push(jobId) });
  const jobId = await enqueueJob(database.db, job, {});
  const childEnv: Record<string, string> =
    database.kind === 'postgres' ? { KILL_TEST_DATABASE_URL: database.url } : { KILL_TEST_DATA_DIR: dataDir };
  if (!onPostgres) await database.close(); // PGlite serves one process: the worker opens it now.

  expect(await runAndKillWorker(childEnv)).toBe(`started ${jobId}`);

  if (!onPostgres) {
    database = await openPglite(join(dataDir, 'pglite'));
    dispose = () => database.close();
  }
  try {
    const [held] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, jobId ?? 0));
    expect(held).toMatchObject({ status: 'running', lockedBy: 'doomed', attempts: 1 });

    const runner = new JobRunner({
      db: database.db,
      storage: localStorage(join(scratch, 'files')),
      log: { info() {}, warn() {}, error() {} },
      jobs: [job],
    });
    expect(await runner.runDue()).toBe(0); // the dead runner's lease still holds
    const later = Date.now() + KILLABLE_LEASE_MS + 1000;
    clock.now = () => new Date(later);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(finished).toEqual([jobId]);
    const [done] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, jobId ?? 0));
    expect(done).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  } finally {
    clock.now = realNow;
    await dispose();
  }
});
