import { FILE_GROUPS, type FileGroup, isAttachOnlySpreadsheet } from '@procuremart/contract';

/** Whether a file's bytes are what its extension says. */
type ContentCheck = (bytes: Buffer) => boolean;

const startsWith =
  (...magic: number[]): ContentCheck =>
  (bytes) =>
    magic.every((byte, i) => bytes[i] === byte);
const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
/** doc and xls (Office 97–2003) are OLE compound files. */
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/**
 * OpenDocument: a zip whose first entry is the uncompressed file `mimetype` holding the media type, which
 * the format requires exactly so that it can be recognised this way.
 */
const openDocument =
  (mediaType: string): ContentCheck =>
  (bytes) => {
    if (!ZIP(bytes) || bytes.length < 30) return false;
    const nameLength = bytes.readUInt16LE(26);
    const extraLength = bytes.readUInt16LE(28);
    const name = bytes.subarray(30, 30 + nameLength).toString('latin1');
    const start = 30 + nameLength + extraLength;
    return (
      name === 'mimetype' && bytes.subarray(start, start + mediaType.length).toString('latin1') === mediaType
    );
  };

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gb18030 = new TextDecoder('gb18030', { fatal: true });
const decodes = (decoder: typeof utf8, bytes: Buffer) => {
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
};
/** Text formats have no magic bytes: valid UTF-8 (a BOM allowed) without NUL, which no binary file passes. */
const utf8Text: ContentCheck = (bytes) => !bytes.includes(0) && decodes(utf8, bytes);
/** A CSV is UTF-8 text, or GB18030 text as Chinese Excel saves it (imports read both: csv/csv-text.ts). */
const csvText: ContentCheck = (bytes) => utf8Text(bytes) || (!bytes.includes(0) && decodes(gb18030, bytes));

/** Each accepted extension: the content type it is served with and how its bytes are checked. */
const TYPES: Record<string, { contentType: string; content: ContentCheck }> = {
  '.png': { contentType: 'image/png', content: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  '.jpg': { contentType: 'image/jpeg', content: startsWith(0xff, 0xd8, 0xff) },
  '.jpeg': { contentType: 'image/jpeg', content: startsWith(0xff, 0xd8, 0xff) },
  '.pdf': { contentType: 'application/pdf', content: startsWith(0x25, 0x50, 0x44, 0x46, 0x2d) },
  '.doc': { contentType: 'application/msword', content: OLE },
  '.docx': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: ZIP,
  },
  // "{\rtf"
  '.rtf': { contentType: 'application/rtf', content: startsWith(0x7b, 0x5c, 0x72, 0x74, 0x66) },
  '.odt': {
    contentType: 'application/vnd.oasis.opendocument.text',
    content: openDocument('application/vnd.oasis.opendocument.text'),
  },
  '.txt': { contentType: 'text/plain; charset=utf-8', content: utf8Text },
  '.xlsx': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: ZIP,
  },
  '.xls': { contentType: 'application/vnd.ms-excel', content: OLE },
  // No charset: a CSV may be GB18030.
  '.csv': { contentType: 'text/csv', content: csvText },
  '.ods': {
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    content: openDocument('application/vnd.oasis.opendocument.spreadsheet'),
  },
};

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

export type FileCheck =
  | { ok: true; contentType: string }
  | { ok: false; reason: 'badType' | 'attachOnly' | 'contentMismatch' };

/**
 * SPEC §5 file groups: the extension must be one of the group's, and the bytes (the whole file) must be what
 * the extension says (a renamed .exe is refused). A spreadsheet that can be attached but not imported is
 * refused for an import as `attachOnly`. The content type comes from here, never from the client.
 */
export function checkFileType(group: FileGroup, fileName: string, bytes: Buffer): FileCheck {
  const extension = extensionOf(fileName);
  const type = TYPES[extension];
  if (!type || !(FILE_GROUPS[group] as readonly string[]).includes(extension)) {
    const attachOnly = group === 'spreadsheet' && isAttachOnlySpreadsheet(extension);
    return { ok: false, reason: attachOnly ? 'attachOnly' : 'badType' };
  }
  return type.content(bytes)
    ? { ok: true, contentType: type.contentType }
    : { ok: false, reason: 'contentMismatch' };
}

/** A name safe to show and to put in Content-Disposition: no path, no control characters, at most 200 chars. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (cleaned.length <= 200) return cleaned;
  const extension = extensionOf(cleaned);
  return cleaned.slice(0, 200 - extension.length) + extension;
}
