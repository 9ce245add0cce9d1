import { type Job, type Page, queryJobList, type retryJob } from '@procuremart/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { throwIfNotFound } from '../../platform/errors';
import { isoOrNull, isoText, parseId } from '../../platform/ids';
import { jobs } from '../../platform/jobs/tables';
import { filtersOf } from '../../platform/list-filters';
import { defineListQuery, runList } from '../../platform/lists';

type Query = ParsedInput<typeof queryJobList>;

export function toJob(row: typeof jobs.$inferSelect): Job {
  return {
    jobId: String(row.id),
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: isoText(row.runAt),
    lockedBy: row.lockedBy,
    lastError: row.lastError,
    createdAt: isoText(row.createdAt),
    updatedAt: isoText(row.updatedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}

const jobList = defineListQuery<Query>()({
  rows: (db) => db.select().from(jobs).$dynamic(),
  count: (db) => db.select({ total: count() }).from(jobs).$dynamic(),
  filters: filtersOf(queryJobList, { status: jobs.status, kind: jobs.kind }),
  sorts: { createdAt: jobs.createdAt, runAt: jobs.runAt, attempts: jobs.attempts },
  defaultOrder: [desc(jobs.createdAt)],
  tieBreaker: jobs.id,
  map: toJob,
});

/** Every process's jobs for operators, newest first; dead ones stay until retried. */
export function listJobs(db: Db, query: Query): Promise<Page<Job>> {
  return runList(db, jobList, query);
}

/** Queues a dead job again with a fresh count of attempts (its task, if any, runs again from the start). */
export async function retryDeadJob(tx: Tx, input: ParsedInput<typeof retryJob>): Promise<Job> {
  const at = now();
  const [row] = await tx
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: at, updatedAt: at, finishedAt: null })
    .where(and(eq(jobs.id, parseId(input.jobId)), eq(jobs.status, 'dead')))
    .returning();
  return toJob(throwIfNotFound(row));
}
