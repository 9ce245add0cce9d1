import { SheetRefusal } from '../sheet-refusal';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gb18030 = new TextDecoder('gb18030', { fatal: true });

/**
 * The text of an uploaded CSV: UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else GB18030, the
 * encoding Chinese Excel saves "CSV" in by default (GBK and GB2312 are subsets of it). Bytes that are
 * neither, or that hold a NUL (no text file does), are refused.
 */
export function csvTextOf(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new SheetRefusal('import.badEncoding');
  for (const decoder of [utf8, gb18030]) {
    try {
      return decoder.decode(bytes);
    } catch {
      // not this encoding: try the next
    }
  }
  throw new SheetRefusal('import.badEncoding');
}
