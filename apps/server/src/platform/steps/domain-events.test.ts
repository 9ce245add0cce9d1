import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { jobs } from '../jobs/tables';
import { registerSubscribers, subscribe, subscribeByJob } from './domain-events';
import { actor, createReviews, reviewSteps, reviewSubmitted, reviews } from './step-test-fixture';
import { takeSteps } from './take-steps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const heard: string[] = [];
const notifyJob = { kind: 'test.reviewNotice' };

beforeEach(async () => {
  heard.length = 0;
  await createReviews(t.db, [
    { id: 1, status: 'draft' },
    { id: 2, status: 'draft' },
  ]);
  await t.db.delete(jobs).where(eq(jobs.kind, notifyJob.kind));
});

const submit = (ids: number[]) =>
  t.db.transaction((tx) => takeSteps(tx, reviewSteps, { ids, event: 'submit', actor: actor('purchaser') }));

const statuses = async () =>
  (await t.db.select().from(reviews).orderBy(asc(reviews.id))).map((r) => r.status);
const queued = async () =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, notifyJob.kind))).map((j) => j.payload);

describe('domain events', () => {
  it("runs the subscribers in their declared order, in the step's transaction", async () => {
    registerSubscribers([
      [
        subscribe(
          reviewSubmitted,
          'a.first',
          async (_tx, { reviewId }) => void heard.push(`first ${reviewId}`),
        ),
      ],
      [
        subscribe(reviewSubmitted, 'b.second', async (tx, { reviewId }) => {
          // The subscriber sees the step written: same transaction.
          const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId));
          heard.push(`second ${reviewId} ${row?.status}`);
        }),
      ],
    ]);
    await submit([2, 1]);
    expect(heard).toEqual(['first 1', 'second 1 submitted', 'first 2', 'second 2 submitted']);
  });

  it('rolls the step back when a subscriber fails, and queues an outbox job only when the step commits', async () => {
    let fail = true;
    registerSubscribers([
      [subscribeByJob(reviewSubmitted, notifyJob, ({ reviewId }) => ({ reviewId }))],
      [
        subscribe(reviewSubmitted, 'b.check', async () => {
          if (fail) throw new Error('ledger down');
        }),
      ],
    ]);
    await expect(submit([1])).rejects.toThrow('ledger down');
    expect(await statuses()).toEqual(['draft', 'draft']);
    expect(await queued()).toEqual([]);

    fail = false;
    await submit([1]);
    expect(await statuses()).toEqual(['submitted', 'draft']);
    expect(await queued()).toEqual([{ reviewId: 1 }]);
  });

  it('refuses a subscriber declared twice', () => {
    const twice = subscribe(reviewSubmitted, 'a.same', async () => {});
    expect(() => registerSubscribers([[twice], [twice]])).toThrow(/declared twice/);
  });
});
