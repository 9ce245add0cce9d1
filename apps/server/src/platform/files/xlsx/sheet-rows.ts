import { SheetRefusal } from '../sheet-refusal';
import {
  type SheetCell,
  type SheetReadInput,
  type SheetRowsRead,
  type SheetTemplate,
  templateRows,
} from '../sheet-template';
import { firstSheet } from './workbook-parts';
import { parseXmlPart } from './xml-part';
import { openZip } from './zip-parts';

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
 * Reads the first sheet's rows as the XML streams in, against the template (see templateRows): reading stops
 * at the first row past the limit or the first refusal, so a huge or sparse sheet is never read to its end.
 */
async function readRows(zip: ReturnType<typeof openZip>, template: SheetTemplate) {
  const { part, strings } = await firstSheet(zip);
  const collected = templateRows(template);
  const width = collected.width;
  let rowNo = 0;
  let cells: SheetCell[] = [];
  let column = -1;
  let type = 'n';
  let raw: string | undefined;
  let text = '';
  let collecting = false;
  let phonetic = 0;

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
      else if (tag === 'row') collected.add(rowNo, cells);
    },
  });
  return collected.finish();
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
