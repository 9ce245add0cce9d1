import type { Locale } from '@procuremart/contract';
import ExcelJS from 'exceljs';
import type { SheetColumn } from './define-file-kinds';

/** Text a spreadsheet program would read as a formula (or a formula after a tab or return) when edited or saved. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value as written: text starting like a formula gets a leading apostrophe (OWASP's advice against
 * formula injection), so a name such as `=HYPERLINK(…)` stays text in every program; numbers stay numbers.
 */
export const inertCell = (value: string | number | null): string | number | null =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;

/**
 * An xlsx written row by row to a file with exceljs' streaming WorkbookWriter: each row is committed (and
 * leaves memory) as it is added, so a 50,000-row export never holds the whole sheet. Every export and import
 * result file is written here, each cell through inertCell.
 */
export function openSheetWriter<R>(
  path: string,
  sheetName: string,
  columns: readonly SheetColumn<R>[],
  locale: Locale,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: column.title[locale],
    width: column.width ?? 18,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(row: R): void {
      sheet.addRow(columns.map((column) => inertCell(column.value(row, locale)))).commit();
    },
    addValues(values: readonly (string | number | null)[]): void {
      sheet.addRow(values.map(inertCell)).commit();
    },
    async close(): Promise<void> {
      sheet.commit();
      await workbook.commit();
    },
  };
}
