import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, timestampTz } from '../../db/columns';

/** queued → running → done; a failure goes back to queued (later run_at) or, after max_attempts, to dead. */
export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

/** Durable jobs, worked by the server processes (platform/jobs): rows claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: identityId(),
    kind: varchar('kind', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 10 }).$type<JobStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the job may run next (now, or after a retry's back-off). */
    runAt: timestampTz('run_at').notNull(),
    /** The runner working it and until when its lease holds; a lapsed lease is taken over. */
    lockedBy: varchar('locked_by', { length: 80 }),
    lockedUntil: timestampTz('locked_until'),
    /** At most one queued or running job per key (a schedule's runs never overlap). */
    singletonKey: varchar('singleton_key', { length: 80 }),
    lastError: text('last_error'),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    finishedAt: timestampTz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_singleton_key').on(t.singletonKey).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** Cron schedules declared by modules; whoever locks a due row enqueues its run and moves next_run_at. */
export const jobSchedules = pgTable('job_schedules', {
  name: varchar('name', { length: 60 }).primaryKey(),
  cron: varchar('cron', { length: 60 }).notNull(),
  nextRunAt: timestampTz('next_run_at').notNull(),
  lastRunAt: timestampTz('last_run_at'),
});
