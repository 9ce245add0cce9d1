import {
  type CallOutput,
  type commitDownloadTask,
  type commitImportTask,
  ErrorCode,
  type FileTask,
  type getDownloadTask,
  type Locale,
  type Page,
  queryDownloadTaskList,
} from '@procuremart/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { BusinessError, fieldError, forbiddenError, notFoundError } from '../../platform/errors';
import { type ExportDefinition, fileKinds, mayUseKind } from '../../platform/files/define-file-kinds';
import { countExportRows, parseExportFilters } from '../../platform/files/export-writer';
import { parseId } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs';
import { filtersOf } from '../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../platform/lists';
import type { RowReader } from '../../platform/row-reader';
import { exportJob } from './export-job';
import { fileTaskDetailRow, fileTaskRow } from './file-task-record';
import { importJob } from './import-job';
import { fileTasks, storedFiles } from './tables';

/** The export kind the actor may use, or E403 (audience and permission of the list it comes from). */
function exportKindFor(actor: Actor, kind: string): ExportDefinition {
  const definition = fileKinds().exports.get(kind);
  if (!definition) throw fieldError('file.unknownKind', 'kind');
  if (!mayUseKind(actor, definition)) throw forbiddenError();
  return definition;
}

/** Writes a queued task and its job in the call's transaction; answers the task id. */
async function queueTask(
  tx: Tx,
  actor: Actor,
  direction: 'export' | 'import',
  kind: string,
  params: Record<string, unknown>,
): Promise<number> {
  const [task] = await tx
    .insert(fileTasks)
    .values({ userId: actor.userId, direction, kind, params, status: 'queued', createdAt: now() })
    .returning({ id: fileTasks.id });
  if (!task) throw new Error('file task not written');
  await enqueueJob(tx, direction === 'export' ? exportJob : importJob, { taskId: task.id });
  return task.id;
}

/**
 * Queues an export of the list as the caller filters it now: refused when the kind is not theirs, the
 * filters are not the list's, or more than `maxRows` rows match (parameter 'common.maxExportRows'). The task and its job are written in
 * the call's transaction.
 */
export async function commitExport(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof commitDownloadTask>,
  locale: Locale,
  maxRows: number,
): Promise<{ taskId: string; kind: string }> {
  const definition = exportKindFor(actor, input.kind);
  const filters = parseExportFilters(definition, input.filters);
  if (!filters) throw fieldError('file.badFilters', 'filters');
  const total = await countExportRows(tx, definition, actor, filters);
  if (total > maxRows) {
    throw new BusinessError(ErrorCode.business, 'file.exportTooLarge', { max: maxRows, total });
  }
  const taskId = await queueTask(tx, actor, 'export', input.kind, { filters: input.filters, locale });
  return { taskId: String(taskId), kind: input.kind };
}

type ListQuery = ParsedInput<typeof queryDownloadTaskList>;

/** The caller's own tasks (nobody reads another user's), newest first, as `row` reads them. */
const ownTaskList = <R>(actor: Actor, row: RowReader<R>) =>
  defineListQuery<ListQuery>()({
    rows: (db) => db.select(row.columns).from(fileTasks).$dynamic(),
    count: (db) => db.select({ total: count() }).from(fileTasks).$dynamic(),
    where: eq(fileTasks.userId, actor.userId),
    filters: filtersOf(queryDownloadTaskList, { status: fileTasks.status, direction: fileTasks.direction }),
    sorts: { createdAt: fileTasks.createdAt },
    defaultOrder: [],
    tieBreaker: fileTasks.id,
    map: row.toRow,
  });

/** The caller's own tasks, newest first: nobody lists another user's downloads. */
export function listOwnTasks(
  db: Db,
  actor: Actor,
  query: ListQuery,
  locale: Locale,
): Promise<Page<FileTask>> {
  return runList(db, ownTaskList(actor, fileTaskRow(locale)), query);
}

/** One of the caller's own tasks; another user's task is "not found", never "forbidden" (no probing ids). */
export async function loadOwnTask(db: Db | Tx, actor: Actor, taskId: string) {
  const [row] = await db
    .select()
    .from(fileTasks)
    .where(and(eq(fileTasks.id, parseId(taskId)), eq(fileTasks.userId, actor.userId)));
  if (!row) throw notFoundError();
  return row;
}

/** One of the caller's own tasks with an import's refused rows; another user's is "not found". */
export function getOwnTask(
  db: Db,
  actor: Actor,
  input: ParsedInput<typeof getDownloadTask>,
  locale: Locale,
): Promise<CallOutput<typeof getDownloadTask>> {
  return readRecord(
    db,
    ownTaskList(actor, fileTaskDetailRow(locale)),
    eq(fileTasks.id, parseId(input.taskId)),
  );
}

/**
 * Queues the import of a spreadsheet the caller uploaded: the kind must be theirs to use and the file their
 * own fresh upload of the spreadsheet group; the file then belongs to the task.
 */
export async function commitImport(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof commitImportTask>,
  locale: Locale,
): Promise<{ taskId: string; kind: string }> {
  const definition = fileKinds().imports.get(input.kind);
  if (!definition) throw fieldError('file.unknownKind', 'kind');
  if (!mayUseKind(actor, definition)) throw forbiddenError();
  const fileId = parseId(input.fileId);
  const [file] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.uploadedBy, actor.userId),
        eq(storedFiles.fileGroup, 'spreadsheet'),
        isNull(storedFiles.recordType),
      ),
    );
  if (!file) throw fieldError('file.notFound', 'fileId');
  const taskId = await queueTask(tx, actor, 'import', input.kind, { fileId, locale });
  await tx
    .update(storedFiles)
    .set({ recordType: 'fileTask', recordId: taskId })
    .where(eq(storedFiles.id, fileId));
  return { taskId: String(taskId), kind: input.kind };
}
