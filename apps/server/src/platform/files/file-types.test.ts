import { describe, expect, it } from 'vitest';
import { checkFileType, cleanFileName } from './file-types';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const pdf = Buffer.from('%PDF-1.7\n');
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]);
const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
/** The start of an OpenDocument file: a zip whose first, stored entry `mimetype` holds the media type. */
function odf(kind: 'text' | 'spreadsheet'): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE('mimetype'.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, Buffer.from(`mimetypeapplication/vnd.oasis.opendocument.${kind}PK`)]);
}

describe('file type checks (SPEC §5 groups)', () => {
  it('accepts pictures as .png/.jpg/.jpeg only, with matching bytes', () => {
    expect(checkFileType('image', 'logo.PNG', png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkFileType('image', 'scan.pdf', pdf)).toEqual({ ok: false, reason: 'badType' });
    expect(checkFileType('image', 'logo.gif', png)).toEqual({ ok: false, reason: 'badType' });
    expect(checkFileType('image', 'evil.png', Buffer.from('MZ\x90\x00'))).toEqual({
      ok: false,
      reason: 'contentMismatch',
    });
    expect(checkFileType('image', 'photo.jpg', pdf)).toEqual({ ok: false, reason: 'contentMismatch' });
  });

  it('takes documents (pdf and pictures) and spreadsheets (xlsx) by their own groups', () => {
    expect(checkFileType('document', 'contract.pdf', pdf)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkFileType('spreadsheet', 'brands.xlsx', zip).ok).toBe(true);
    expect(checkFileType('document', 'noextension', pdf)).toEqual({ ok: false, reason: 'badType' });
  });

  it('attaches every SPEC §5 document and spreadsheet, each checked by its content', () => {
    const attached = (name: string, bytes: Buffer) => checkFileType('document', name, bytes);
    expect(attached('letter.doc', ole)).toEqual({ ok: true, contentType: 'application/msword' });
    expect(attached('prices.xls', ole)).toEqual({ ok: true, contentType: 'application/vnd.ms-excel' });
    expect(attached('letter.docx', zip).ok).toBe(true);
    expect(attached('prices.xlsx', zip).ok).toBe(true);
    expect(attached('letter.rtf', Buffer.from('{\\rtf1\\ansi 授权}')).ok).toBe(true);
    expect(attached('letter.odt', odf('text'))).toEqual({
      ok: true,
      contentType: 'application/vnd.oasis.opendocument.text',
    });
    expect(attached('prices.ods', odf('spreadsheet')).ok).toBe(true);
    expect(attached('notes.txt', Buffer.from('\ufeff授权说明\r\n第二行'))).toEqual({
      ok: true,
      contentType: 'text/plain; charset=utf-8',
    });
    expect(attached('prices.csv', Buffer.from('商品编码,数量\nA-1,2\n')).ok).toBe(true);
    expect(attached('scan.png', png).ok).toBe(true);
  });

  it('refuses an attachment whose bytes are not its format', () => {
    const mismatch = { ok: false, reason: 'contentMismatch' };
    const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00');
    for (const name of ['a.doc', 'a.xls', 'a.docx', 'a.rtf', 'a.odt', 'a.ods'])
      expect(checkFileType('document', name, exe)).toEqual(mismatch);
    // An ordinary zip (or an xlsx) renamed .odt has no OpenDocument mimetype entry.
    expect(checkFileType('document', 'a.odt', zip)).toEqual(mismatch);
    expect(checkFileType('document', 'a.ods', odf('text'))).toEqual(mismatch);
    // Text must be UTF-8 without NUL (a CSV may be GB18030 too): a binary, a GBK .txt or UTF-16 is refused.
    const gbk = Buffer.from([0xc9, 0xcc, 0xc6, 0xb7]);
    expect(checkFileType('document', 'a.txt', png)).toEqual(mismatch);
    expect(checkFileType('document', 'a.txt', gbk)).toEqual(mismatch);
    expect(checkFileType('document', 'a.csv', gbk)).toEqual({ ok: true, contentType: 'text/csv' });
    expect(checkFileType('document', 'a.csv', Buffer.from([0x41, 0xff, 0x80]))).toEqual(mismatch);
    expect(checkFileType('document', 'a.csv', png)).toEqual(mismatch);
    expect(checkFileType('document', 'a.txt', Buffer.from('ab', 'utf16le'))).toEqual(mismatch);
    expect(checkFileType('document', 'run.exe', exe)).toEqual({ ok: false, reason: 'badType' });
  });

  it('says a spreadsheet that can only be attached cannot be imported', () => {
    for (const name of ['prices.xls', 'prices.ods'])
      expect(checkFileType('spreadsheet', name, zip)).toEqual({ ok: false, reason: 'attachOnly' });
    expect(checkFileType('spreadsheet', 'prices.csv', Buffer.from('a,b\r\n'))).toMatchObject({ ok: true });
    expect(checkFileType('spreadsheet', 'letter.pdf', pdf)).toEqual({ ok: false, reason: 'badType' });
  });

  it('keeps only the base name, without control characters or quotes', () => {
    expect(cleanFileName('../../etc/pass"wd.png')).toBe('passwd.png');
    expect(cleanFileName('C:\\Users\\x\\品牌\u0007.png')).toBe('品牌.png');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});
