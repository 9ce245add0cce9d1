import {
  FILE_ROUTES,
  type FILE_TASK_TITLES,
  type FileTask,
  formatMessage,
  type Locale,
} from '@procuremart/contract';
import { now } from '../../platform/clock';
import { isoOrNull, isoText } from '../../platform/ids';
import type { fileTasks } from './tables';

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

export const isDownloadable = (row: FileTaskRow, at: Date) =>
  row.status === 'done' && row.fileKey !== null && row.expiresAt !== null && row.expiresAt > at;

/** A task as the owner sees it, with its failure reason in their language and the download address. */
export function toFileTask(row: FileTaskRow, locale: Locale): FileTask {
  const downloadable = isDownloadable(row, now());
  return {
    taskId: String(row.id),
    direction: row.direction,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    rowCount: row.rowCount,
    badRowCount: row.badRowCount,
    fileName: row.fileName,
    fileSize: row.fileSize,
    error: row.errorKey ? formatMessage(row.errorKey, locale, errorParams(row.errorDetail)) : null,
    createdAt: isoText(row.createdAt),
    finishedAt: isoOrNull(row.finishedAt),
    expiresAt: isoOrNull(row.expiresAt),
    downloadUrl:
      downloadable && row.fileName
        ? `${FILE_ROUTES.download}?netAddress=${row.id}&filename=${encodeURIComponent(row.fileName)}`
        : null,
  };
}

/** error_detail holds the message's params as JSON when the key takes some. */
function errorParams(detail: string | null): Record<string, string | number> {
  if (!detail?.startsWith('{')) return {};
  try {
    return JSON.parse(detail) as Record<string, string | number>;
  } catch {
    return {};
  }
}
