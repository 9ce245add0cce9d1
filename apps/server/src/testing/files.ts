import type { Readable } from 'node:stream';
import { FILE_ROUTES, SIGN_HEADERS } from '@procuremart/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

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
