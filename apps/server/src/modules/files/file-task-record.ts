import {
  FILE_ROUTES,
  type FILE_TASK_TITLES,
  fileTaskSchema,
  formatMessage,
  getDownloadTask,
  type ImportProblem,
  type Locale,
} from '@procuremart/contract';
import { now } from '../../platform/clock';
import { rowReader } from '../../platform/row-reader';
import { fileTasks } from './tables';

type FileTaskRow = typeof fileTasks.$inferSelect;

/** The task's title key in FILE_TASK_TITLES. */
export const taskTitleKey = (direction: string, kind: string) =>
  `${direction}.${kind}` as keyof typeof FILE_TASK_TITLES;

const pad = (n: number) => String(n).padStart(2, '0');
/** SPEC §7: a downloaded file's name carries the date, e.g. 品牌列表_20261123_143005.xlsx (server time). */
export function dateStampedName(title: string, at: Date): string {
  const date = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${title}_${date}_${time}.xlsx`;
}

export const isDownloadable = (row: Pick<FileTaskRow, 'status' | 'fileKey' | 'expiresAt'>, at: Date) =>
  row.status === 'done' && row.fileKey !== null && row.expiresAt !== null && row.expiresAt > at;

const downloadUrlOf = (task: Pick<FileTaskRow, 'id' | 'status' | 'fileKey' | 'fileName' | 'expiresAt'>) =>
  isDownloadable(task, now()) && task.fileName
    ? `${FILE_ROUTES.download}?netAddress=${task.id}&filename=${encodeURIComponent(task.fileName)}`
    : null;

/** A task's columns, why it failed (its message key and params) and what its download address depends on. */
const taskFrom = {
  taskId: fileTasks.id,
  error: { key: fileTasks.errorKey, detail: fileTasks.errorDetail },
  downloadUrl: {
    id: fileTasks.id,
    status: fileTasks.status,
    fileKey: fileTasks.fileKey,
    fileName: fileTasks.fileName,
    expiresAt: fileTasks.expiresAt,
  },
  problems: fileTasks.params,
};
const taskConvert = (locale: Locale) => ({
  error: ({ key, detail }: { key: string | null; detail: string | null }) =>
    key ? formatMessage(key, locale, errorParams(detail)) : null,
  downloadUrl: downloadUrlOf,
  problems: (params: unknown) => (params as { problems?: ImportProblem[] }).problems ?? [],
});

/** A task as the owner sees it, with its failure reason in their language and the download address. */
export const fileTaskRow = (locale: Locale) =>
  rowReader(fileTaskSchema, fileTasks, taskFrom, taskConvert(locale));
/** The task's page: the row with an import's refused rows. */
export const fileTaskDetailRow = (locale: Locale) =>
  rowReader(getDownloadTask.output, fileTasks, taskFrom, taskConvert(locale));

/** error_detail holds the message's params as JSON when the key takes some. */
function errorParams(detail: string | null): Record<string, string | number> {
  if (!detail?.startsWith('{')) return {};
  try {
    return JSON.parse(detail) as Record<string, string | number>;
  } catch {
    return {};
  }
}
