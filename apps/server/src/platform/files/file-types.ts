import { FILE_GROUPS, type FileGroup } from '@procuremart/contract';

/** What each accepted extension must start with (magic bytes) and the content type it is served with. */
const TYPES: Record<string, { contentType: string; magic: number[][] }> = {
  '.png': { contentType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  '.jpg': { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  '.jpeg': { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  '.pdf': { contentType: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  // xlsx is a zip package.
  '.xlsx': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
};

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

export type FileCheck =
  | { ok: true; contentType: string }
  | { ok: false; reason: 'badType' | 'contentMismatch' };

/**
 * SPEC §5 file groups: the extension must be one of the group's, and the bytes must be what the extension
 * says (a renamed .exe is refused). The content type comes from here, never from the client.
 */
export function checkFileType(group: FileGroup, fileName: string, head: Buffer): FileCheck {
  const extension = extensionOf(fileName);
  const type = TYPES[extension];
  if (!type || !(FILE_GROUPS[group] as readonly string[]).includes(extension))
    return { ok: false, reason: 'badType' };
  const matches = type.magic.some((magic) => magic.every((byte, i) => head[i] === byte));
  return matches ? { ok: true, contentType: type.contentType } : { ok: false, reason: 'contentMismatch' };
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
