import type { AuditAction } from '@procuremart/contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../storage';

export interface JobLogger {
  info(obj: object, message?: string): void;
  warn(obj: object, message?: string): void;
  error(obj: object, message?: string): void;
}

/** What a job's handler gets: its payload, the database, the file storage and a way to keep its lease. */
export interface JobContext<P> {
  jobId: number;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  payload: P;
  db: Db;
  storage: FileStorage;
  log: JobLogger;
  /** Extends the lease; long jobs call it as they progress (a timer also does, every third of the lease). */
  heartbeat(): Promise<void>;
}

export interface JobDefinition<P = Record<string, unknown>> {
  kind: string;
  /** The operation-log action its steps are recorded under (labelled in the contract); `job:<kind>` if none. */
  audit?: AuditAction;
  /** Runs before the job is dead; default 5. */
  maxAttempts?: number;
  run(context: JobContext<P>): Promise<void>;
  /** Called once when the job is given up (dead): e.g. a file task is marked failed with the reason. */
  onDead?(context: JobContext<P>, error: unknown): Promise<void>;
}

/** A cron schedule: at each due time one job of `kind` is queued, unless the previous one is still open. */
export interface ScheduleDefinition {
  name: string;
  /** Five-field cron expression (minute hour day month weekday), server time zone. */
  cron: string;
  kind: string;
}

/** A failure that retrying cannot fix: the job is dead at once. */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly reasonKey?: string,
    /** The reason message's params (e.g. a row limit). */
    readonly reasonParams?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function defineJob<P>(job: JobDefinition<P>): JobDefinition<P> {
  return job;
}
