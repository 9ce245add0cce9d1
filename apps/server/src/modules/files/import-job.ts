import { join } from 'node:path';
import {
  FILE_TASK_TITLES,
  fileImportAction,
  formatMessage,
  type ImportProblem,
  JobKind,
  type Locale,
  pickLocale,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { recordOperation } from '../../platform/audit';
import { BusinessError } from '../../platform/errors';
import { fileKinds, type ImportDefinition } from '../../platform/files/define-file-kinds';
import { type ImportRow, readImportSheet } from '../../platform/files/import-reader';
import { openSheetWriter } from '../../platform/files/sheet-writer';
import { InputError, parseInput } from '../../platform/input';
import { defineJob, PermanentJobError } from '../../platform/jobs';
import { readParam } from '../config';
import { failTask, finishTaskWithFile, startTask, taskKindAndOwner, withScratchDir } from './export-job';
import { taskTitleKey } from './file-task-record';
import { fileTasks, storedFiles } from './tables';

interface CheckedRow {
  row: ImportRow;
  data: unknown;
}

const columnTitle = (definition: ImportDefinition, field: string, locale: Locale) =>
  definition.columns.find((column) => column.field === field)?.title[locale] ?? field;

/** Every reason a row is refused by the contract's validators, and duplicates within the file. */
function checkRows(definition: ImportDefinition, rows: ImportRow[], locale: Locale) {
  const titleOf = (field: string) => columnTitle(definition, field, locale);
  const problems = new Map<number, string[]>();
  const add = (rowNo: number, reason: string) =>
    problems.set(rowNo, [...(problems.get(rowNo) ?? []), reason]);
  const firstRowOf = new Map<string, number>();
  const good: CheckedRow[] = [];
  for (const row of rows) {
    let data: unknown;
    try {
      data = parseInput(definition.row, row.values);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      for (const problem of error.problems) {
        add(
          row.rowNo,
          `${titleOf(problem.field)}：${formatMessage(problem.messageKey, locale, problem.params)}`,
        );
      }
    }
    const unique = definition.uniqueField ? row.values[definition.uniqueField] : undefined;
    if (unique !== undefined) {
      const key = String(unique).toLowerCase();
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row.rowNo);
      else
        add(
          row.rowNo,
          `${titleOf(definition.uniqueField ?? '')}：${formatMessage('import.duplicateInFile', locale, { row: first })}`,
        );
    }
    if (!problems.has(row.rowNo)) good.push({ row, data });
  }
  return { problems, good, add };
}

class RollBackImport extends Error {}

/**
 * Writes the checked rows, each in a savepoint so that every refused row is reported; all or nothing per
 * file (the whole transaction rolls back when any row is refused) unless the kind imports per row.
 */
async function writeRows(
  tx: Tx,
  definition: ImportDefinition,
  actor: Actor,
  rows: CheckedRow[],
  refuse: (rowNo: number, reason: string) => void,
  locale: Locale,
  refusedBefore: boolean,
): Promise<number> {
  let written = 0;
  let refused = refusedBefore;
  const write = definition.write;
  if (!write) return 0;
  for (const { row, data } of rows) {
    try {
      await tx.transaction((savepoint) => write(savepoint, actor, data));
      written++;
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      refused = true;
      refuse(row.rowNo, formatMessage(error.messageKey, locale, error.params));
    }
  }
  if (refused && !definition.perRow) throw new RollBackImport();
  return written;
}

/** The checked rows by their group's value, in the file's order; a row without one is a group of its own. */
function groupsOf(field: string, rows: ImportRow[]): ImportRow[][] {
  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const value = row.values[field];
    const key = value === undefined ? `\u0000${row.rowNo}` : String(value).trim();
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * Writes group by group (ImportDefinition.group), each in a savepoint: a group with a refused row (by the
 * validators or by its write) writes nothing, and its other rows are reported as not imported with it.
 */
async function writeGroups(
  tx: Tx,
  definition: ImportDefinition,
  actor: Actor,
  rows: ImportRow[],
  checked: CheckedRow[],
  problems: Map<number, string[]>,
  refuse: (rowNo: number, reason: string) => void,
  locale: Locale,
): Promise<number> {
  const group = definition.group;
  if (!group) return 0;
  const dataOf = new Map(checked.map(({ row, data }) => [row.rowNo, data]));
  const refuseGroup = (members: ImportRow[], badRowNo: number) => {
    for (const member of members)
      if (!problems.has(member.rowNo))
        refuse(member.rowNo, formatMessage('import.groupRefused', locale, { row: badRowNo }));
  };
  let written = 0;
  for (const members of groupsOf(group.field, rows)) {
    const bad = members.find((member) => problems.has(member.rowNo));
    if (bad) {
      refuseGroup(members, bad.rowNo);
      continue;
    }
    try {
      await tx.transaction((savepoint) =>
        group.write(
          savepoint,
          actor,
          members.map((member) => dataOf.get(member.rowNo)),
        ),
      );
      written += members.length;
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      const [, index, field] = /^(\d+)(?:\.(.+))?$/.exec(error.field ?? '') ?? [];
      const at = members[Number(index ?? 0)] ?? members[0];
      const message = formatMessage(error.messageKey, locale, error.params);
      refuse(at.rowNo, field ? `${columnTitle(definition, field, locale)}：${message}` : message);
      refuseGroup(members, at.rowNo);
    }
  }
  return written;
}

const IMPORT_ATTEMPTS = 3;

/**
 * The operation-log row of an import (the job, not a call, writes the records): its task, whether anything
 * was written, and how many of the file's rows were (`written/rows`) or why it was given up.
 */
const recordImport = (
  db: Parameters<typeof recordOperation>[0],
  who: Parameters<typeof recordOperation>[1],
  taskId: number,
  entry: { result: 'success' | 'failure'; detail: string },
) =>
  recordOperation(db, who, {
    action: fileImportAction.action,
    targetType: fileImportAction.target.type,
    targetId: taskId,
    ...entry,
  });

/** An import task: the uploaded sheet checked row by row, written, and a result file with every row's outcome. */
export const importJob = defineJob<{ taskId: number }>({
  kind: JobKind.fileImport,
  audit: fileImportAction,
  maxAttempts: IMPORT_ATTEMPTS,
  run: async (context) => {
    const task = await startTask(context);
    if (!task) return;
    const { definition, actor } = await taskKindAndOwner(context.db, task, fileKinds().imports);
    const params = task.params as { fileId: number; locale?: string };
    const locale = pickLocale(params.locale);
    const [file] = await context.db.select().from(storedFiles).where(eq(storedFiles.id, params.fileId));
    if (!file) throw new PermanentJobError('uploaded file gone', 'file.notFound');
    const maxRows = await readParam(context.db, 'common.maxImportRows');
    const read = await readImportSheet(
      await context.storage.read(file.storageKey),
      definition,
      maxRows,
      actor.userId,
    );
    if (!read.ok) {
      // No place to read the file now (another file of the owner's, or the server's few places): tried again
      // later, and told only when the last attempt finds none either.
      const busy = read.reason === 'import.busy' || read.reason === 'import.serverBusy';
      if (busy && context.attempt < IMPORT_ATTEMPTS) throw new Error(read.reason);
      throw new PermanentJobError(read.reason, read.reason, read.params);
    }

    const { problems, good, add } = checkRows(definition, read.rows, locale);
    let written = 0;
    // Good rows are written even when others were refused, to find what only the database can see (a name
    // taken); all-or-nothing kinds then roll the whole file back.
    if (definition.group) {
      written = await context.db.transaction((tx) =>
        writeGroups(tx, definition, actor, read.rows, good, problems, add, locale),
      );
    } else if (good.length > 0) {
      try {
        written = await context.db.transaction((tx) =>
          writeRows(tx, definition, actor, good, add, locale, problems.size > 0),
        );
      } catch (error) {
        if (!(error instanceof RollBackImport)) throw error;
      }
    }
    const outcome = (row: ImportRow) => {
      const reasons = problems.get(row.rowNo);
      if (reasons) return reasons.join('；');
      return written > 0
        ? formatMessage('import.rowImported', locale)
        : formatMessage('import.rowNotImported', locale);
    };
    const list: ImportProblem[] = [...problems.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rowNo, reasons]) => ({ rowNo, reasons }));
    const title = FILE_TASK_TITLES[taskTitleKey('import', task.kind)][locale];
    await withScratchDir(async (dir) => {
      const path = join(dir, 'result.xlsx');
      const columns = [
        { title: { 'zh-CN': '行号', 'en-US': 'Row' }, width: 8, value: (row: ImportRow) => row.rowNo },
        ...definition.columns.map((column, i) => ({
          title: column.title,
          width: column.width,
          value: (row: ImportRow) => row.cells[i] ?? null,
        })),
        { title: { 'zh-CN': '导入结果', 'en-US': 'Result' }, width: 50, value: outcome },
      ];
      const writer = openSheetWriter(path, title, columns, locale);
      for (const row of read.rows) writer.add(row);
      await writer.close();
      await finishTaskWithFile(context, path, title, {
        rowCount: read.rows.length,
        badRowCount: problems.size,
      });
    });
    await context.db.transaction(async (tx) => {
      await tx
        .update(fileTasks)
        .set({ params: { ...task.params, problems: list, written } })
        .where(eq(fileTasks.id, task.id));
      await recordImport(tx, actor, task.id, {
        result: written > 0 || read.rows.length === 0 ? 'success' : 'failure',
        detail: `${written}/${read.rows.length}`,
      });
    });
  },
  onDead: async (context, error) => {
    await failTask(context.db, context.payload.taskId, error);
    const [task] = await context.db.select().from(fileTasks).where(eq(fileTasks.id, context.payload.taskId));
    if (!task) return;
    const who = { userId: task.userId, username: null, ip: null };
    // The reason the task shows (a message key), as failTask wrote it.
    await recordImport(context.db, who, task.id, { result: 'failure', detail: task.errorKey ?? '' });
  },
});
