import { SheetRefusal, type SheetRefusalReason } from './sheet-refusal';
import type { UnpackLimits } from './xlsx/zip-parts';

export type SheetCell = string | number | undefined;

/** The import template a sheet is read against (plain data: it crosses to the reading worker). */
export interface SheetTemplate {
  /** The header titles in template order, per language. */
  titles: Record<string, readonly string[]>;
  /** Per column: numeric text in a number column reads as a number. */
  numberColumns: readonly boolean[];
  /** Data rows allowed; a row with content below row `maxRows + 1` is refused too. */
  maxRows: number;
}

/** What the reading worker is given: an uploaded xlsx or CSV file's bytes. */
export interface SheetReadInput {
  bytes: Uint8Array;
  template: SheetTemplate;
  limits: UnpackLimits;
}

export type SheetRowsRead = { unpackedBytes: number } & (
  | { ok: true; locale: string; rows: { rowNo: number; cells: SheetCell[] }[] }
  | { ok: false; reason: SheetRefusalReason }
);

/**
 * Collects a sheet's rows against its template, whatever the file format: row 1 must be the template's header
 * (in one of its languages, else `badHeader`), blank rows are skipped, numeric text in a number column becomes
 * a number, and the first row past the limit (by count or by row number) throws, so the reader stops there.
 */
export function templateRows(template: SheetTemplate, badHeader: SheetRefusalReason = 'import.badTemplate') {
  const rows: { rowNo: number; cells: SheetCell[] }[] = [];
  let locale: string | undefined;
  return {
    /** The width of a row: cells past the template's columns are not read. */
    width: template.numberColumns.length,
    /** One row as read, `cells` in template order (`undefined` for a blank cell). */
    add(rowNo: number, cells: SheetCell[]) {
      if (rowNo === 1) {
        locale = Object.keys(template.titles).find((candidate) =>
          template.titles[candidate].every((title, i) => cells[i] === title),
        );
      }
      if (locale === undefined) throw new SheetRefusal(badHeader);
      if (rowNo === 1 || cells.every((cell) => cell === undefined)) return;
      if (rows.length === template.maxRows || rowNo > template.maxRows + 1) {
        throw new SheetRefusal('import.tooManyRows');
      }
      rows.push({
        rowNo,
        cells: cells.map((cell, i) =>
          template.numberColumns[i] && typeof cell === 'string' && /^-?\d+(\.\d+)?$/.test(cell)
            ? Number(cell)
            : cell,
        ),
      });
    },
    /** The rows read, once the file has ended. */
    finish() {
      if (locale === undefined) throw new SheetRefusal(badHeader);
      if (rows.length === 0) throw new SheetRefusal('import.emptyFile');
      return { locale, rows };
    },
  };
}
