import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Audience,
  type CellContext,
  type DictCode,
  FILE_TASK_KEEP_DAYS,
  FILE_TASK_TITLES,
  JobKind,
  type ListColumn,
  type Locale,
  pickLocale,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { now } from '../../platform/clock';
import { type ExportDefinition, fileKinds, mayUseKind } from '../../platform/files/define-file-kinds';
import { parseExportFilters, writeExport } from '../../platform/files/export-writer';
import { defineJob, type JobContext, PermanentJobError } from '../../platform/jobs';
import { newStorageKey } from '../../platform/storage';
import { dictionaryLabels, readParam } from '../config';
import { loadUserActor } from '../identity';
import { dateStampedName, taskTitleKey } from './file-task-record';
import { fileTasks } from './tables';

const DAY = 86_400_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const fileExpiry = (at: Date) => new Date(at.getTime() + FILE_TASK_KEEP_DAYS * DAY);

/** Marks the task failed with a message key (and its params) once its job is given up. */
export async function failTask(db: Db, taskId: number, error: unknown): Promise<void> {
  const permanent = error instanceof PermanentJobError && error.reasonKey ? error : null;
  const reasonKey = permanent?.reasonKey ?? 'file.taskFailed';
  const errorDetail = permanent?.reasonParams ? JSON.stringify(permanent.reasonParams) : null;
  await db
    .update(fileTasks)
    .set({ status: 'failed', errorKey: reasonKey, errorDetail, finishedAt: now() })
    .where(eq(fileTasks.id, taskId));
}

/** Stores a finished xlsx and records the task done with its row count, size, dated name and expiry. */
export async function finishTaskWithFile(
  context: JobContext<{ taskId: number }>,
  path: string,
  title: string,
  counts: { rowCount: number; badRowCount?: number | null },
  /** Task params to save with the outcome (an import's refused rows), in the same update as "done". */
  params?: Record<string, unknown>,
): Promise<void> {
  const at = now();
  const { size } = await stat(path);
  const key = newStorageKey(counts.badRowCount === undefined ? 'exports' : 'imports', at);
  await context.storage.put(key, { path, size }, { contentType: XLSX });
  await context.db
    .update(fileTasks)
    .set({
      status: 'done',
      progress: counts.rowCount,
      rowCount: counts.rowCount,
      badRowCount: counts.badRowCount ?? null,
      fileKey: key,
      fileSize: size,
      fileName: dateStampedName(title, at),
      finishedAt: at,
      expiresAt: fileExpiry(at),
      ...(params ? { params } : {}),
    })
    .where(eq(fileTasks.id, context.payload.taskId));
}

/** Runs `work` with a scratch folder that is removed afterwards, whatever happens. */
export async function withScratchDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pm-file-task-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Loads the task and marks it running; null when it is already done (a job that ran to its end before). */
export async function startTask(context: JobContext<{ taskId: number }>) {
  const [task] = await context.db.select().from(fileTasks).where(eq(fileTasks.id, context.payload.taskId));
  if (!task) throw new PermanentJobError(`file task ${context.payload.taskId} is gone`);
  if (task.status === 'done') return null;
  await context.db
    .update(fileTasks)
    .set({ status: 'running', progress: 0, startedAt: now() })
    .where(eq(fileTasks.id, task.id));
  return task;
}

/**
 * The task's kind definition and its owner as an actor, with the owner's permission and scope as they are
 * now, not as they were when the task was queued.
 */
export async function taskKindAndOwner<
  D extends { audience: readonly Audience[]; permission: string | readonly string[] },
>(
  db: Db,
  task: { kind: string; userId: number },
  definitions: ReadonlyMap<string, D>,
): Promise<{ definition: D; actor: Actor }> {
  const definition = definitions.get(task.kind);
  if (!definition) throw new PermanentJobError(`unknown kind ${task.kind}`, 'file.unknownKind');
  const actor = await loadUserActor(db, task.userId);
  if (!actor || !mayUseKind(actor, definition))
    throw new PermanentJobError('no permission', 'error.forbidden');
  return { definition, actor };
}

/** How the export's cells read: the reader's language, the platform's time zone, its columns' dictionaries. */
async function cellContextOf(db: Db, definition: ExportDefinition, locale: Locale): Promise<CellContext> {
  const codes = 'list' in definition.columns ? definition.columns.list.flatMap(dictCodeOf) : [];
  return {
    locale,
    timeZone: await readParam(db, 'common.timeZone'),
    dictLabel: await dictionaryLabels(db, codes, locale),
  };
}

const dictCodeOf = (column: ListColumn<unknown>): DictCode[] =>
  column.view.kind === 'dict' ? [column.view.code] : [];

/** An export task: the list's rows as the owner may see them now, streamed into an xlsx in storage. */
export const exportJob = defineJob<{ taskId: number }>({
  kind: JobKind.fileExport,
  maxAttempts: 3,
  run: async (context) => {
    const task = await startTask(context);
    if (!task) return;
    const { definition, actor } = await taskKindAndOwner(context.db, task, fileKinds().exports);
    const params = task.params as { filters?: Record<string, unknown>; locale?: string };
    const filters = parseExportFilters(definition, params.filters ?? {});
    if (!filters) throw new PermanentJobError('bad filters', 'file.badFilters');
    const locale: Locale = pickLocale(params.locale);
    const title = FILE_TASK_TITLES[taskTitleKey('export', task.kind)][locale];
    const cells = await cellContextOf(context.db, definition, locale);
    await withScratchDir(async (dir) => {
      const path = join(dir, 'export.xlsx');
      const rowCount = await writeExport(
        context.db,
        definition,
        actor,
        filters,
        cells,
        title,
        path,
        async (rows) => {
          await context.db.update(fileTasks).set({ progress: rows }).where(eq(fileTasks.id, task.id));
          await context.heartbeat();
        },
      );
      await finishTaskWithFile(context, path, title, { rowCount });
    });
  },
  onDead: (context, error) => failTask(context.db, context.payload.taskId, error),
});
