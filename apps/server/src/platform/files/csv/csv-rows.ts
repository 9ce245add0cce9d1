import { SheetRefusal } from '../sheet-refusal';
import { type SheetCell, type SheetReadInput, type SheetRowsRead, templateRows } from '../sheet-template';
import { csvTextOf } from './csv-text';

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * The records of CSV text (RFC 4180): comma-separated fields, a record ending at CRLF, LF or a lone CR, a
 * field in double quotes holding commas, line breaks and doubled quotes. Each record is handed to `onRecord`
 * with its number (1 = the header) as soon as it ends, so the caller can stop the walk by throwing.
 */
export function walkCsvRecords(text: string, onRecord: (recordNo: number, fields: string[]) => void): void {
  let recordNo = 0;
  let fields: string[] = [];
  let field = '';
  /** The field began with a quote: a quote after its closing one is text. */
  let quoted = false;
  let at = 0;
  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    onRecord(++recordNo, fields);
    fields = [];
  };
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === QUOTE && field === '' && !quoted) {
      // A quoted field: up to the quote not doubled; text after it before the separator is kept as typed.
      at++;
      for (;;) {
        const close = text.indexOf('"', at);
        if (close < 0) throw new SheetRefusal('import.unreadable');
        field += text.slice(at, close);
        at = close + 1;
        if (text.charCodeAt(at) !== QUOTE) break;
        field += '"';
        at++;
      }
      quoted = true;
      continue;
    }
    if (code === COMMA) endField();
    else if (code === LF || code === CR) {
      if (code === CR && text.charCodeAt(at + 1) === LF) at++;
      endRecord();
    } else field += text[at];
    at++;
  }
  if (field !== '' || quoted || fields.length > 0) endRecord();
}

/**
 * Reads an uploaded CSV against an import template, like an xlsx (see templateRows): the first record is the
 * header, cells are trimmed and a blank one is empty, and the walk stops at the first row past the limit. Only
 * comma-separated files are read: a header that does not match says so (a semicolon or tab separated file
 * reads as one column).
 */
export function readCsvRows({ bytes, template }: SheetReadInput): SheetRowsRead {
  try {
    const collected = templateRows(template, 'import.badCsvTemplate');
    walkCsvRecords(csvTextOf(bytes), (recordNo, fields) => {
      const cells: SheetCell[] = [];
      for (let i = 0; i < collected.width; i++) {
        const text = (fields[i] ?? '').trim();
        cells.push(text === '' ? undefined : text);
      }
      collected.add(recordNo, cells);
    });
    return { ok: true, ...collected.finish(), unpackedBytes: 0 };
  } catch (error) {
    if (!(error instanceof SheetRefusal)) throw error;
    return { ok: false, reason: error.reason, unpackedBytes: 0 };
  }
}
