import { type CellContext, cellValue, type ListColumn } from '@procuremart/contract';
import type { SheetColumn } from './define-file-kinds';

const NUMBER_FORMATS = { amount: '#,##0.00', count: '0' } as const;

/**
 * A list's columns as sheet columns: each cell as the page shows it (cellValue, with the reader's language,
 * the platform's time zone and the dictionaries' labels), amounts and counts as number cells.
 */
export function sheetColumnsOf<R>(columns: readonly ListColumn<R>[], context: CellContext): SheetColumn<R>[] {
  return columns.map((column) => ({
    title: column.title,
    width: column.width,
    value: (row) => cellValue(column, row, context),
    numFmt:
      column.view.kind === 'amount' || column.view.kind === 'count'
        ? NUMBER_FORMATS[column.view.kind]
        : undefined,
  }));
}
