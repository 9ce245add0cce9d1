import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { now } from '../clock';
import { sqlRows } from '../sql-rows';
import { runAsOperation } from '../steps/operation-context';
import type { FileStorage } from '../storage';
import type { JobContext, JobDefinition, JobLogger, ScheduleDefinition } from './define-job';
import { PermanentJobError } from './define-job';
import { enqueueDueSchedules, syncSchedules } from './schedules';
import { jobs } from './tables';

export interface JobRunnerOptions {
  db: Db;
  storage: FileStorage;
  log: JobLogger;
  jobs: readonly JobDefinition<any>[];
  schedules?: readonly ScheduleDefinition[];
  /** How long a claimed job is ours without a heartbeat; a runner killed mid-job loses it after this. */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs and schedules. */
  pollMs?: number;
  workerId?: string;
  /** Told of every failed attempt (metrics count them). */
  onFailure?: (kind: string) => void;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

const MINUTE = 60_000;
/** Retry n waits 10 s · 4^(n-1), at most an hour: 10 s, 40 s, 160 s, ... */
export const retryDelayMs = (attempt: number): number => Math.min(10_000 * 4 ** (attempt - 1), 60 * MINUTE);

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Works the job table: claims one due job at a time with FOR UPDATE SKIP LOCKED (or takes over one whose
 * lease lapsed: its runner died), runs it, and records done, a retry with back-off, or dead. Several
 * processes may run one each against one database; a job is only ever held by one of them.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly definitions: Map<string, JobDefinition<any>>;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private loop: Promise<void> | null = null;
  private stopped = false;
  private wakeUp: (() => void) | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.definitions = new Map(options.jobs.map((job) => [job.kind, job]));
    if (this.definitions.size !== options.jobs.length) throw new Error('two jobs share a kind');
    for (const schedule of options.schedules ?? []) {
      if (!this.definitions.has(schedule.kind))
        throw new Error(`schedule ${schedule.name} names the unknown job kind ${schedule.kind}`);
    }
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
    this.pollMs = options.pollMs ?? 2000;
  }

  /** Claims the next due job of a kind this runner knows, or null. */
  async claim(): Promise<ClaimedJob | null> {
    const kinds = [...this.definitions.keys()];
    if (kinds.length === 0) return null;
    const time = now();
    const leaseEnd = new Date(time.getTime() + this.leaseMs);
    const [row] = await sqlRows<{
      id: string | number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(
      this.options.db,
      sql`with next as (
            select id from jobs
            where kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
              and ((status = 'queued' and run_at <= ${at(time)})
                or (status = 'running' and locked_until < ${at(time)}))
            order by run_at, id
            limit 1
            for update skip locked
          )
          update jobs set status = 'running', attempts = jobs.attempts + 1, locked_by = ${this.workerId},
            locked_until = ${at(leaseEnd)}, updated_at = ${at(time)}
          from next where jobs.id = next.id
          returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts`,
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      kind: row.kind,
      payload: row.payload,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    };
  }

  /** Runs one due job, if there is one; answers whether it found one. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const definition = this.definitions.get(job.kind);
    if (!definition) return true;
    const context = this.contextOf(job);
    if (job.attempts > job.maxAttempts) {
      // Its runner died holding it on the last attempt: given up rather than run again.
      await this.giveUp(definition, context, new Error('lease expired on the last attempt'));
      return true;
    }
    const heartbeat = setInterval(() => void context.heartbeat().catch(() => {}), this.leaseMs / 3);
    heartbeat.unref();
    try {
      await runAsOperation(definition.audit, () => definition.run(context));
      clearInterval(heartbeat);
      await this.finish(job.id, { status: 'done', finishedAt: now(), lastError: null });
    } catch (error) {
      clearInterval(heartbeat);
      this.options.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      this.options.onFailure?.(job.kind);
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await this.giveUp(definition, context, error);
      } else {
        const runAt = new Date(now().getTime() + retryDelayMs(job.attempts));
        await this.finish(job.id, { status: 'queued', runAt, lastError: errorText(error) });
      }
    }
    return true;
  }

  /** Queues the runs of due schedules, then runs due jobs until none is left; answers how many ran. */
  async runDue(): Promise<number> {
    await enqueueDueSchedules(this.options.db, this.options.schedules ?? [], this.definitions, now());
    let ran = 0;
    while (!this.stopped && (await this.runOne())) ran++;
    return ran;
  }

  /** Starts polling (the server does this once it is ready): schedules synced, due jobs run. */
  async start(): Promise<void> {
    if (this.loop) return;
    this.stopped = false;
    await syncSchedules(this.options.db, this.options.schedules ?? [], now());
    this.loop = this.poll();
  }

  /** The job kinds it runs. */
  get kinds(): string[] {
    return [...this.definitions.keys()];
  }

  /** Whether it polls (started and not stopped): readiness asks. */
  get running(): boolean {
    return this.loop !== null && !this.stopped;
  }

  /** A job was queued in this process: look soon rather than at the next poll. */
  wake(): void {
    setTimeout(() => this.wakeUp?.(), 50).unref();
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
    // A stopped runner can still be driven by hand (tests) or started again.
    this.stopped = false;
  }

  private async poll(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.runDue();
      } catch (error) {
        this.options.log.error({ err: error }, 'job runner poll failed');
      }
      if (this.stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private contextOf(job: ClaimedJob): JobContext<Record<string, unknown>> {
    const { db, storage, log } = this.options;
    return {
      jobId: job.id,
      attempt: job.attempts,
      payload: job.payload,
      db,
      storage,
      log,
      heartbeat: async () => {
        await db
          .update(jobs)
          .set({ lockedUntil: new Date(now().getTime() + this.leaseMs) })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, 'running')));
      },
    };
  }

  private async giveUp(
    definition: JobDefinition<any>,
    context: JobContext<Record<string, unknown>>,
    error: unknown,
  ): Promise<void> {
    const held = await this.finish(context.jobId, {
      status: 'dead',
      finishedAt: now(),
      lastError: errorText(error),
    });
    if (held && definition.onDead) await definition.onDead(context, error);
  }

  /** Records the outcome only while this runner still holds the job (a taken-over lease fences us out). */
  private async finish(jobId: number, change: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
    const rows = await this.options.db
      .update(jobs)
      .set({ ...change, lockedBy: null, lockedUntil: null, updatedAt: now() })
      .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, this.workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }
}
