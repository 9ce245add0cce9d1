import { type Job, jobSchema, type Page, queryJobList, type retryJob } from '@procuremart/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { throwIfNotFound } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { jobs } from '../../platform/jobs/tables';
import { filtersOf } from '../../platform/list-filters';
import { defineListQuery, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';

type Query = ParsedInput<typeof queryJobList>;

/** A job row as operators see it (jobs of every kind: platform/jobs/tables.ts). */
const jobRow = rowReader(jobSchema, jobs, { jobId: jobs.id });

const jobList = defineListQuery<Query>()({
  rows: (db) => db.select(jobRow.columns).from(jobs).$dynamic(),
  count: (db) => db.select({ total: count() }).from(jobs).$dynamic(),
  filters: filtersOf(queryJobList, { status: jobs.status, kind: jobs.kind }),
  sorts: { createdAt: jobs.createdAt, runAt: jobs.runAt, attempts: jobs.attempts },
  defaultOrder: [desc(jobs.createdAt)],
  tieBreaker: jobs.id,
  map: jobRow.toRow,
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
    .returning(jobRow.columns);
  return jobRow.toRow(throwIfNotFound(row));
}
