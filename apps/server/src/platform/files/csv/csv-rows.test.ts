import { describe, expect, it } from 'vitest';
import type { SheetTemplate } from '../sheet-template';
import { readCsvRows, walkCsvRecords } from './csv-rows';

const template: SheetTemplate = {
  titles: { 'zh-CN': ['商品编码', '数量'], 'en-US': ['Goods code', 'Quantity'] },
  numberColumns: [false, true],
  maxRows: 4,
};
const limits = { unpackedBytes: 0, maxRatio: 0, ratioFloorBytes: 0 };
const read = (bytes: Uint8Array | string) =>
  readCsvRows({ bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes, template, limits });
const records = (text: string) => {
  const all: string[][] = [];
  walkCsvRecords(text, (_, fields) => all.push(fields));
  return all;
};

describe('reading an uploaded CSV (issue 20 item 16)', () => {
  it('splits RFC 4180 records: quoted commas, doubled quotes, line breaks inside quotes, CRLF, LF and CR', () => {
    expect(records('a,"b,c","say ""hi"""\r\n"two\r\nlines",,x\ny\rlast')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['two\r\nlines', '', 'x'],
      ['y'],
      ['last'],
    ]);
    // A quote inside an unquoted field is text; a trailing line break ends the last record, no empty one.
    expect(records('5" pipe,""\n')).toEqual([['5" pipe', '']]);
  });

  it('reads the template in either language, numbers in number columns, blank rows skipped', () => {
    const answer = read('\uFEFFGoods code,Quantity\r\n A-1 ,2\r\n,\r\n"B,2","3"\r\n0012,x\r\n');
    expect(answer).toEqual({
      ok: true,
      locale: 'en-US',
      unpackedBytes: 0,
      rows: [
        { rowNo: 2, cells: ['A-1', 2] },
        { rowNo: 4, cells: ['B,2', 3] },
        { rowNo: 5, cells: ['0012', 'x'] },
      ],
    });
  });

  it('reads GB18030 text as Chinese Excel saves it, and refuses bytes that are neither UTF-8 nor GB18030', () => {
    // "商品编码,数量\r\n甲,1\r\n" in GB18030
    const gb = Buffer.from('c9ccc6b7b1e0c2eb2ccafdc1bf0d0abcd72c310d0a', 'hex');
    expect(read(gb)).toMatchObject({ ok: true, locale: 'zh-CN', rows: [{ rowNo: 2, cells: ['甲', 1] }] });
    expect(read(Buffer.from([0x41, 0xff, 0x80, 0x2c]))).toMatchObject({
      ok: false,
      reason: 'import.badEncoding',
    });
    expect(read(Buffer.from('Goods code,Quantity\n', 'utf16le'))).toMatchObject({
      reason: 'import.badEncoding',
    });
  });

  it('says a header that is not the template, or a semicolon or tab separated file, must be comma-separated', () => {
    expect(read('Goods code;Quantity\nA;1\n')).toMatchObject({ ok: false, reason: 'import.badCsvTemplate' });
    expect(read('Goods code\tQuantity\nA\t1\n')).toMatchObject({ reason: 'import.badCsvTemplate' });
    expect(read('')).toMatchObject({ reason: 'import.badCsvTemplate' });
    expect(read('Goods code,Quantity\r\n,\r\n')).toMatchObject({ reason: 'import.emptyFile' });
    expect(read('Goods code,Quantity\n"A,1\n')).toMatchObject({ reason: 'import.unreadable' });
  });

  it('stops at the first row past the limit without reading the rest', () => {
    // Read to its end, the unclosed quote would make the file unreadable.
    const text = `Goods code,Quantity\n${'A,1\n'.repeat(100_000)}"never closed`;
    expect(read(text)).toMatchObject({ ok: false, reason: 'import.tooManyRows' });
    expect(read(`Goods code,Quantity\n${'A,1\n'.repeat(4)}`)).toMatchObject({ ok: true });
    // Blank rows count toward the row number limit, as in an xlsx.
    expect(read(`Goods code,Quantity\n\n\n\n\nA,1\n`)).toMatchObject({ reason: 'import.tooManyRows' });
  });
});
