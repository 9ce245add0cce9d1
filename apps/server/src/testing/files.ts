import type { Readable } from 'node:stream';
import {
  type CellContext,
  cellValue,
  commitDownloadTask,
  commitImportTask,
  DICTIONARIES,
  type DictCode,
  type ExportKind,
  FILE_ROUTES,
  getDownloadTask,
  type ImportKind,
  type ListColumn,
  type Locale,
  SIGN_HEADERS,
} from '@procuremart/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, dataOf } from './call';
import { upload } from './upload';

/** GETs a file route the way a browser link does: with the auth-token cookie (or none). */
export async function getFile(app: FastifyInstance, url: string, token: string | null) {
  const response = await app.inject({
    method: 'GET',
    url,
    cookies: token ? { [SIGN_HEADERS.token]: token } : {},
  });
  return response;
}

export const downloadUrl = (taskId: string) => `${FILE_ROUTES.download}?netAddress=${taskId}&filename=x.xlsx`;

/** The cell texts of the first sheet of an xlsx, row by row (header first). */
export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

/** Commits an export as `kind` in `locale`, works its job and answers the file's bytes. */
export async function exportThroughTask(
  app: FastifyInstance,
  token: string,
  kind: ExportKind,
  filters: Record<string, unknown>,
  locale: Locale = 'zh-CN',
): Promise<Buffer> {
  const { taskId } = dataOf(await call(app, commitDownloadTask, { kind, filters }, { token, locale }));
  await app.jobs.runDue();
  const done = dataOf(await call(app, getDownloadTask, { taskId }, { token }));
  expect(done.status).toBe('done');
  return (await getFile(app, done.downloadUrl ?? '', token)).rawPayload;
}

/** The built-in label of a dictionary item (the demo's dictionaries are not relabelled). */
export const builtInLabel = (locale: Locale) => (code: DictCode, value: string) => {
  const item = DICTIONARIES[code].items.find((i) => i.code === value);
  if (!item) return value;
  return locale === 'en-US' ? item.labelEn : item.label;
};

/** How a page in `locale` reads a row: the built-in dictionary labels, the default time zone. */
export const pageReading = (locale: Locale): CellContext => ({
  locale,
  timeZone: 'Asia/Shanghai',
  dictLabel: builtInLabel(locale),
});

/**
 * Expects an exported file to read as the page shows its rows: the columns' headers, then each listed row's
 * cells as `cellValue` reads them (numbers as number cells, blanks empty).
 */
export async function expectSheetReadsAsPage<R>(
  bytes: Buffer,
  columns: readonly ListColumn<R>[],
  rows: readonly R[],
  locale: Locale,
) {
  const [header, ...cells] = await sheetCells(bytes, columns.length);
  expect(header).toEqual(columns.map((column) => column.title[locale]));
  expect(cells).toEqual(
    rows.map((row) => columns.map((column) => cellValue(column, row, pageReading(locale)))),
  );
}

/** The first `width` cells of each row of the first sheet as ExcelJS reads them (numbers as numbers, blanks null). */
export async function sheetCells(bytes: Buffer, width: number): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(Array.from({ length: width }, (_, index) => values[index + 1] ?? null));
  });
  return rows;
}

/** Counts the rows of the first sheet while streaming it (a 50,000-row file is never loaded whole). */
export async function countSheetRows(stream: Readable): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) rows++;
    break;
  }
  return rows;
}

/** An xlsx of a header row then data rows, as a user fills in a template. */
export async function xlsxOf(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads an xlsx (or CSV), commits its import as `kind`, works the job and answers the task with its refused rows. */
export async function importThroughTask(
  app: FastifyInstance,
  token: string,
  kind: ImportKind,
  bytes: Buffer,
  fileName = `${kind}.xlsx`,
) {
  const uploaded = (await upload(app, token, 'spreadsheet', fileName, bytes)).body;
  expect(uploaded.code).toBe('0');
  const { taskId } = dataOf(
    await call(app, commitImportTask, { kind, fileId: uploaded.data.fileId }, { token }),
  );
  await app.jobs.runDue();
  return dataOf(await call(app, getDownloadTask, { taskId }, { token }));
}
