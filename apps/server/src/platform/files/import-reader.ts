import type { Readable } from 'node:stream';
import {
  LOCALES,
  type Locale,
  MAX_UPLOAD_BYTES,
  SHEET_READ_LIMITS,
  type SheetReadLimits,
} from '@procuremart/contract';
import type { ImportDefinition } from './define-file-kinds';
import { type GateRefusal, sheetReadGate } from './sheet-read-gate';
import { readInWorker } from './sheet-read-workers';
import type { SheetRefusalReason } from './sheet-refusal';
import type { SheetCell } from './sheet-template';

export type ImportCell = SheetCell;
export interface ImportRow {
  /** The row's number in the sheet (the header is row 1). */
  rowNo: number;
  values: Record<string, ImportCell>;
  /** The cells as read, in template order, for the result file. */
  cells: ImportCell[];
}

export type SheetReadRefusal = SheetRefusalReason | GateRefusal;
export type SheetRead =
  | { ok: true; rows: ImportRow[]; locale: Locale }
  | {
      ok: false;
      reason: SheetReadRefusal;
      /** The refusal message's params (the row limit, the unpacked size limit in MB). */
      params: Record<string, number>;
      /** Bytes unpacked before the refusal (none when refused before reading). */
      unpackedBytes: number;
    };

/** The stored file's bytes, refused past the upload size of a spreadsheet. */
async function bytesOf(source: Readable): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD_BYTES.spreadsheet) {
      source.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads an uploaded import sheet for `userId` (every reader of a user's spreadsheet comes here): the header
 * must be the template's (in either language), then at most `maxRows` data rows; blank rows are skipped.
 * Numbers stay numbers, numeric text in a number column becomes one. The file is read off the event loop,
 * within SHEET_READ_LIMITS (see sheet-rows.ts and zip-parts.ts), one file per user at a time; `limits`
 * is there for tests (e.g. a read given 1 ms).
 */
export async function readImportSheet(
  source: Readable,
  definition: ImportDefinition,
  maxRows: number,
  userId: number,
  limits: SheetReadLimits = SHEET_READ_LIMITS,
): Promise<SheetRead> {
  const params = { max: maxRows, maxMb: Math.floor(limits.unpackedBytes / 1024 / 1024) };
  const release = sheetReadGate.enter(userId);
  if (typeof release === 'string') {
    source.destroy();
    return { ok: false, reason: release, params, unpackedBytes: 0 };
  }
  try {
    const bytes = await bytesOf(source);
    if (!bytes) return { ok: false, reason: 'import.tooLarge', params, unpackedBytes: 0 };
    const template = {
      titles: Object.fromEntries(
        LOCALES.map((locale) => [locale, definition.columns.map((c) => c.title[locale])]),
      ),
      numberColumns: definition.columns.map((column) => column.type === 'number'),
      maxRows,
    };
    const read = await readInWorker({ bytes, template, limits }, limits);
    if (!read.ok) return { ...read, params };
    const rows = read.rows.map(({ rowNo, cells }) => ({
      rowNo,
      cells,
      values: Object.fromEntries(definition.columns.map((column, i) => [column.field, cells[i]])),
    }));
    return { ok: true, rows, locale: read.locale as Locale };
  } finally {
    release();
  }
}
