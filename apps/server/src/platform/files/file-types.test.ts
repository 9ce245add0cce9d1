import { describe, expect, it } from 'vitest';
import { checkFileType, cleanFileName } from './file-types';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const pdf = Buffer.from('%PDF-1.7\n');
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]);

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
    expect(checkFileType('spreadsheet', 'brands.xls', zip)).toEqual({ ok: false, reason: 'badType' });
    expect(checkFileType('document', 'noextension', pdf)).toEqual({ ok: false, reason: 'badType' });
  });

  it('keeps only the base name, without control characters or quotes', () => {
    expect(cleanFileName('../../etc/pass"wd.png')).toBe('passwd.png');
    expect(cleanFileName('C:\\Users\\x\\品牌\u0007.png')).toBe('品牌.png');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});
