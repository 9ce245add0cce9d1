import { Cron } from 'croner';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobDefinition, ScheduleDefinition } from './define-job';
import { enqueueJob } from './enqueue';
import { jobSchedules } from './tables';

/** The first time after `after` that the cron expression names. */
export function nextCronTime(cron: string, after: Date): Date {
  const next = new Cron(cron, { paused: true }).nextRun(after);
  if (!next) throw new Error(`cron expression ${cron} never fires`);
  return next;
}

/** Writes the declared schedules: new ones start at their next time, a changed expression restarts its clock. */
export async function syncSchedules(
  db: Db,
  schedules: readonly ScheduleDefinition[],
  at: Date,
): Promise<void> {
  for (const schedule of schedules) {
    await db
      .insert(jobSchedules)
      .values({ name: schedule.name, cron: schedule.cron, nextRunAt: nextCronTime(schedule.cron, at) })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: {
          cron: sql`excluded.cron`,
          nextRunAt: sql`case when ${jobSchedules.cron} = excluded.cron then ${jobSchedules.nextRunAt} else excluded.next_run_at end`,
        },
      });
  }
}

/**
 * Queues one job for each due schedule and moves its clock on. The due rows are locked with SKIP LOCKED,
 * so of several processes looking at once only one queues a run; the job's singleton key (the schedule's
 * name) keeps a run from starting while the previous one is still queued or running.
 */
export async function enqueueDueSchedules(
  db: Db,
  schedules: readonly ScheduleDefinition[],
  definitions: ReadonlyMap<string, Pick<JobDefinition<any>, 'kind' | 'maxAttempts'>>,
  at: Date,
): Promise<number> {
  if (schedules.length === 0) return 0;
  const byName = new Map(schedules.map((schedule) => [schedule.name, schedule]));
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.name, [...byName.keys()]), lte(jobSchedules.nextRunAt, at)))
      .for('update', { skipLocked: true });
    let queued = 0;
    for (const row of due) {
      const job = definitions.get(byName.get(row.name)?.kind ?? '');
      if (!job) continue;
      const jobId = await enqueueJob(tx, job, {}, { singletonKey: `schedule:${row.name}` });
      if (jobId !== null) queued++;
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextCronTime(row.cron, at), lastRunAt: at })
        .where(eq(jobSchedules.name, row.name));
    }
    return queued;
  });
}
