import type { Readable } from 'node:stream';
import { LOCALES, type Locale } from '@procuremart/contract';
import ExcelJS from 'exceljs';
import type { ImportDefinition } from './define-file-kinds';

export type ImportCell = string | number | undefined;
export interface ImportRow {
  /** The row's number in the sheet (the header is row 1). */
  rowNo: number;
  values: Record<string, ImportCell>;
  /** The cells as read, in template order, for the result file. */
  cells: ImportCell[];
}

export type SheetRead =
  | { ok: true; rows: ImportRow[]; locale: Locale }
  | {
      ok: false;
      reason: 'import.unreadable' | 'import.badTemplate' | 'import.emptyFile' | 'import.tooManyRows';
    };

function cellValue(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return cellValue(value.result as ExcelJS.CellValue);
  return String(value);
}

/**
 * Reads an import sheet: the header must be the template's (in either language), then at most `maxRows`
 * data rows; blank rows are skipped. Numbers stay numbers, numeric text in a number column becomes one.
 */
export async function readImportSheet(
  stream: Readable,
  definition: ImportDefinition,
  maxRows: number,
): Promise<SheetRead> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(stream);
  } catch {
    return { ok: false, reason: 'import.unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: 'import.unreadable' };
  const header = definition.columns.map((_, i) => cellValue(sheet.getRow(1).getCell(i + 1).value));
  const locale = LOCALES.find((candidate) =>
    definition.columns.every((column, i) => header[i] === column.title[candidate]),
  );
  if (!locale) return { ok: false, reason: 'import.badTemplate' };
  const rows: ImportRow[] = [];
  for (let rowNo = 2; rowNo <= sheet.rowCount; rowNo++) {
    const cells = definition.columns.map((column, i) => {
      const value = cellValue(sheet.getRow(rowNo).getCell(i + 1).value);
      return column.type === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : value;
    });
    if (cells.every((cell) => cell === undefined)) continue;
    if (rows.length === maxRows) return { ok: false, reason: 'import.tooManyRows' };
    rows.push({
      rowNo,
      cells,
      values: Object.fromEntries(definition.columns.map((column, i) => [column.field, cells[i]])),
    });
  }
  if (rows.length === 0) return { ok: false, reason: 'import.emptyFile' };
  return { ok: true, rows, locale };
}
