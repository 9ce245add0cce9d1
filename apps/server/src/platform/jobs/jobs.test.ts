import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgres } from '../../db/client';
import { createTestDatabase } from '../../testing/test-app';
import { clock } from '../clock';
import { localStorage } from '../storage/local-storage';
import { defineJob, type JobDefinition, PermanentJobError } from './define-job';
import { enqueueJob } from './enqueue';
import { JobRunner, retryDelayMs } from './runner';
import { nextCronTime } from './schedules';
import { jobSchedules, jobs } from './tables';

const silent = { info() {}, warn() {}, error() {} };
const storage = localStorage('/nonexistent/pm-jobs-test');
let database: Database;
let disposeDb: () => Promise<void>;
let db: Db;
const realNow = clock.now;
let at = new Date('2026-11-23T08:00:00Z');

beforeAll(async () => {
  ({ database, dispose: disposeDb } = await createTestDatabase());
  db = database.db;
  clock.now = () => at;
});
afterAll(async () => {
  clock.now = realNow;
  await disposeDb();
});
afterEach(async () => {
  await db.delete(jobs);
  await db.delete(jobSchedules);
});

const runnerOf = (
  definitions: JobDefinition<any>[],
  extra: Partial<ConstructorParameters<typeof JobRunner>[0]> = {},
) => new JobRunner({ db, storage, log: silent, jobs: definitions, leaseMs: 60_000, ...extra });
const jobRow = async (id: number | null) =>
  (
    await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id ?? 0))
  )[0];

describe('durable jobs', () => {
  it('runs a queued job once and records it done', async () => {
    const seen: unknown[] = [];
    const echo = defineJob<{ text: string }>({
      kind: 'test.echo',
      run: async ({ payload }) => void seen.push(payload.text),
    });
    const id = await enqueueJob(db, echo, { text: 'hello' });
    const runner = runnerOf([echo]);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual(['hello']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lastError: null });
  });

  it('retries a failing job with growing back-off and gives it up (dead) after its attempts', async () => {
    const reasons: string[] = [];
    const flaky = defineJob({
      kind: 'test.flaky',
      maxAttempts: 3,
      run: async ({ attempt }) => {
        throw new Error(`boom ${attempt}`);
      },
      onDead: async (_context, error) => void reasons.push((error as Error).message),
    });
    const id = await enqueueJob(db, flaky, {});
    const runner = runnerOf([flaky]);
    const start = at;

    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    expect((await jobRow(id))?.runAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not due before its back-off is over.
    expect(await runner.runDue()).toBe(0);

    at = new Date(start.getTime() + retryDelayMs(1));
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'boom 2' });

    at = new Date(at.getTime() + retryDelayMs(2));
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'dead', attempts: 3, lastError: 'boom 3' });
    expect(reasons).toEqual(['boom 3']);
    at = new Date(at.getTime() + 3_600_000);
    expect(await runner.runDue()).toBe(0);
  });

  it('gives up at once on a failure retrying cannot fix', async () => {
    const refused = defineJob({
      kind: 'test.refused',
      run: async () => {
        throw new PermanentJobError('bad filters');
      },
    });
    const id = await enqueueJob(db, refused, {});
    await runnerOf([refused]).runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'dead', attempts: 1, lastError: 'bad filters' });
  });

  it('takes over a job whose runner stopped heart-beating (lease lapsed), and fences the old runner out', async () => {
    const runs: string[] = [];
    const work = defineJob({ kind: 'test.lease', run: async () => void runs.push('ran') });
    const id = await enqueueJob(db, work, {});
    const crashed = runnerOf([work], { workerId: 'crashed' });
    expect((await crashed.claim())?.id).toBe(id);

    const other = runnerOf([work], { workerId: 'other' });
    expect(await other.runDue()).toBe(0); // the lease still holds
    at = new Date(at.getTime() + 60_001);
    expect(await other.runDue()).toBe(1);
    expect(runs).toEqual(['ran']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never hands one job to two runners working the same database at once', async () => {
    const ranBy = new Map<number, string[]>();
    const record = (name: string) =>
      defineJob({
        kind: 'test.race',
        run: async ({ jobId }) => {
          ranBy.set(jobId, [...(ranBy.get(jobId) ?? []), name]);
          await Promise.resolve();
        },
      });
    const ids: (number | null)[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueueJob(db, record('x'), { i }));
    // Under DATABASE_URL the second runner has a connection pool of its own, as a second process would.
    const second = database.kind === 'postgres' ? await openPostgres(connectionStringOf(database)) : null;
    const a = runnerOf([record('a')], { workerId: 'a' });
    const b = new JobRunner({
      db: second?.db ?? db,
      storage,
      log: silent,
      jobs: [record('b')],
      workerId: 'b',
    });
    try {
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ranA + ranB).toBe(30);
    } finally {
      await second?.close();
    }
    for (const id of ids) expect(ranBy.get(id ?? 0)?.length).toBe(1);
    const rows = await db.select().from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});

function connectionStringOf(database: Database): string {
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  return database.url;
}

describe('cron schedules', () => {
  it('queues one run per due time across runners, never two open runs of one schedule', async () => {
    const runs: Date[] = [];
    const nightly = defineJob({ kind: 'test.nightly', run: async () => void runs.push(at) });
    const schedules = [{ name: 'test-nightly', cron: '0 3 * * *', kind: 'test.nightly' }];
    const a = runnerOf([nightly], { schedules, workerId: 'a' });
    const b = runnerOf([nightly], { schedules, workerId: 'b' });
    await a.start();
    await a.stop();
    await b.start();
    await b.stop();
    const [schedule] = await db.select().from(jobSchedules);
    expect(schedule?.nextRunAt).toEqual(nextCronTime('0 3 * * *', at));

    expect(await Promise.all([a.runDue(), b.runDue()])).toEqual(expect.arrayContaining([0]));
    expect(runs).toHaveLength(0);

    at = new Date(schedule?.nextRunAt.getTime() ?? 0);
    const ran = await Promise.all([a.runDue(), b.runDue()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(runs).toHaveLength(1);
    expect(await a.runDue()).toBe(0);

    // A run still open when the next time comes: no second run is queued beside it.
    await db.update(jobs).set({
      status: 'running',
      lockedBy: 'elsewhere',
      lockedUntil: new Date(at.getTime() + 2 * 86_400_000),
    });
    at = new Date(at.getTime() + 86_400_000);
    expect(await a.runDue()).toBe(0);
    expect(await db.select().from(jobs)).toHaveLength(1);
  });

  it('refuses a schedule of an unknown job kind', () => {
    expect(() => runnerOf([], { schedules: [{ name: 'x', cron: '* * * * *', kind: 'nope' }] })).toThrow(
      /unknown job kind/,
    );
  });
});
