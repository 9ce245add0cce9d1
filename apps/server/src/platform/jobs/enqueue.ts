import type { Db, Tx } from '../../db/client';
import { now } from '../clock';
import type { JobDefinition } from './define-job';
import { jobs } from './tables';

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one open job per key: a second enqueue while one is queued or running is dropped. */
  singletonKey?: string;
}

/**
 * Queues a job in the caller's transaction (so the job exists exactly when the record that asked for it does).
 * Answers the job id, or null when a job with the same singleton key is still open.
 */
export async function enqueueJob<P extends Record<string, unknown>>(
  db: Db | Tx,
  job: Pick<JobDefinition<P>, 'kind' | 'maxAttempts'>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const at = now();
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload,
      status: 'queued',
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: options.runAt ?? at,
      singletonKey: options.singletonKey ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
