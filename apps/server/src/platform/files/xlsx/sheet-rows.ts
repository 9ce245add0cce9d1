import { SheetRefusal, type SheetRefusalReason } from './sheet-refusal';
import { firstSheet } from './workbook-parts';
import { parseXmlPart } from './xml-part';
import { openZip, type UnpackLimits } from './zip-parts';

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

/** What the reading worker is given. */
export interface SheetReadInput {
  bytes: Uint8Array;
  template: SheetTemplate;
  limits: UnpackLimits;
}

export type SheetRowsRead = { unpackedBytes: number } & (
  | { ok: true; locale: string; rows: { rowNo: number; cells: SheetCell[] }[] }
  | { ok: false; reason: SheetRefusalReason }
);

/** The column index (0 = A) of a cell reference like `AB12`. */
function columnOf(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + code - 64;
  }
  return index - 1;
}

/** Cell text as the user typed it: OOXML writes characters XML cannot hold as `_xHHHH_`. */
function textOf(raw: string): SheetCell {
  const text = raw.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return text.trim() === '' ? undefined : text.trim();
}

function cellValue(type: string, raw: string | undefined, strings: string[]): SheetCell {
  if (raw === undefined) return undefined;
  if (type === 's') {
    const text = strings[Number(raw)];
    if (text === undefined) throw new SheetRefusal('import.unreadable');
    return textOf(text);
  }
  if (type === 'b') return raw === '1' ? 'true' : 'false';
  if (type === 'n') {
    if (raw.trim() === '') return undefined;
    const number = Number(raw);
    if (Number.isFinite(number)) return number;
  }
  return textOf(raw);
}

/**
 * Reads the first sheet's rows as the XML streams in: row 1 must be the template's header (in one of its
 * languages), blank rows are skipped, and reading stops at the first row past the limit (by count or by row
 * number) or the first refusal, so a huge or sparse sheet is never read to its end.
 */
async function readRows(zip: ReturnType<typeof openZip>, template: SheetTemplate) {
  const { part, strings } = await firstSheet(zip);
  const width = template.numberColumns.length;
  const rows: { rowNo: number; cells: SheetCell[] }[] = [];
  let locale: string | undefined;
  let rowNo = 0;
  let cells: SheetCell[] = [];
  let column = -1;
  let type = 'n';
  let raw: string | undefined;
  let text = '';
  let collecting = false;
  let phonetic = 0;

  const endRow = () => {
    if (rowNo === 1) {
      locale = Object.keys(template.titles).find((candidate) =>
        template.titles[candidate].every((title, i) => cells[i] === title),
      );
    }
    if (locale === undefined) throw new SheetRefusal('import.badTemplate');
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
  };

  await parseXmlPart(zip, part, {
    open(tag, attributes) {
      if (tag === 'row') {
        rowNo = attributes.r === undefined ? rowNo + 1 : Number(attributes.r);
        if (!Number.isSafeInteger(rowNo) || rowNo < 1) throw new SheetRefusal('import.unreadable');
        cells = new Array(width).fill(undefined);
        column = -1;
      } else if (tag === 'c') {
        column = attributes.r === undefined ? column + 1 : columnOf(attributes.r);
        type = attributes.t ?? 'n';
        raw = undefined;
      } else if (tag === 'v' || (tag === 't' && phonetic === 0)) {
        collecting = true;
        text = tag === 't' && raw !== undefined ? raw : '';
      } else if (tag === 'rPh') phonetic++;
    },
    text(chunk) {
      if (collecting) text += chunk;
    },
    close(tag) {
      if (tag === 'v' || (tag === 't' && collecting)) {
        collecting = false;
        raw = text;
      } else if (tag === 'rPh') phonetic--;
      else if (tag === 'c' && column >= 0 && column < width) cells[column] = cellValue(type, raw, strings);
      else if (tag === 'row') endRow();
    },
  });
  if (locale === undefined) throw new SheetRefusal('import.badTemplate');
  if (rows.length === 0) throw new SheetRefusal('import.emptyFile');
  return { locale, rows };
}

/** Reads an uploaded xlsx against an import template within the unpacking limits (see zip-parts.ts). */
export async function readSheetRows({ bytes, template, limits }: SheetReadInput): Promise<SheetRowsRead> {
  let zip: ReturnType<typeof openZip> | undefined;
  try {
    zip = openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits);
    return { ok: true, ...(await readRows(zip, template)), unpackedBytes: zip.unpackedBytes() };
  } catch (error) {
    if (!(error instanceof SheetRefusal)) throw error;
    return { ok: false, reason: error.reason, unpackedBytes: zip?.unpackedBytes() ?? 0 };
  }
}
