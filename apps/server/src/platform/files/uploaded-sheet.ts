import { readCsvRows } from './csv/csv-rows';
import type { SheetReadInput, SheetRowsRead } from './sheet-template';
import { readSheetRows } from './xlsx/sheet-rows';

/** An xlsx is a zip; the upload's content check lets only text through as .csv. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Reads an uploaded import file, xlsx or CSV (IMPORTABLE_EXTENSIONS), against its template. */
export function readUploadedSheet(input: SheetReadInput): Promise<SheetRowsRead> | SheetRowsRead {
  return isZip(input.bytes) ? readSheetRows(input) : readCsvRows(input);
}
