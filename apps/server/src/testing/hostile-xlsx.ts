import { crc32, deflateRawSync } from 'node:zlib';

/** A part of a hand-made zip; `declaredSize` makes the directory lie about its unpacked size. */
export interface ZipPart {
  name: string;
  data: Buffer;
  declaredSize?: number;
}

/** A zip written by hand (deflated parts), so a test can shape what no spreadsheet program would write. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    // The local header and the directory entry hold the same fields, the directory's two bytes further on.
    const header = (signature: number, length: number, at: number) => {
      const bytes = Buffer.alloc(length);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(20, 4);
      bytes.writeUInt16LE(8, at - 6);
      bytes.writeUInt32LE(crc32(part.data), at);
      bytes.writeUInt32LE(packed.length, at + 4);
      bytes.writeUInt32LE(size, at + 8);
      bytes.writeUInt16LE(name.length, at + 12);
      return bytes;
    };
    const local = header(0x04034b50, 30, 14);
    const central = header(0x02014b50, 46, 16);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A cell of inline text at `ref`, escaped. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;

/** A header row (row 1) of inline text cells A1, B1, … */
export const headerRow = (titles: string[]) =>
  `<row r="1">${titles.map((title, i) => textCell(`${String.fromCharCode(65 + i)}1`, title)).join('')}</row>`;

/**
 * An xlsx whose first sheet's `sheetData` is `rows` (row XML), as a spreadsheet program lays it out;
 * `declaredSize` makes the zip lie about the sheet's unpacked size.
 */
export function xlsxOfSheetXml(rows: string, options: { declaredSize?: number } = {}): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(`<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`),
      declaredSize: options.declaredSize,
    },
  ]);
}
