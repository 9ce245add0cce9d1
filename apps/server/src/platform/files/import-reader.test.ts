import { Readable } from 'node:stream';
import { bilingual, SHEET_READ_LIMITS } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { xlsxOf } from '../../testing/files';
import { headerRow, textCell, xlsxOfSheetXml } from '../../testing/hostile-xlsx';
import type { ImportDefinition } from './define-file-kinds';
import { readImportSheet } from './import-reader';
import { sheetReadGate } from './sheet-read-gate';

const definition = {
  kind: 'cart',
  audience: ['buyer'],
  permission: [],
  columns: [
    { field: 'code', title: bilingual('商品编码', 'Goods code') },
    { field: 'num', title: bilingual('数量', 'Quantity'), type: 'number' },
  ],
  row: z.unknown(),
  write: async () => {},
} as unknown as ImportDefinition;
const header = headerRow(['Goods code', 'Quantity']);
const line = (rowNo: number) =>
  `<row r="${rowNo}">${textCell(`A${rowNo}`, `SKU${rowNo}`)}<c r="B${rowNo}"><v>${rowNo % 7}</v></c></row>`;
const read = (bytes: Buffer, userId = 1, maxRows = 5000, limits = SHEET_READ_LIMITS) =>
  readImportSheet(Readable.from([bytes]), definition, maxRows, userId, limits);
const MB = 1024 * 1024;
/** 100,000 data rows: about 7 MB of sheet XML. */
let sheetXml = header;
for (let rowNo = 2; rowNo <= 100_001; rowNo++) sheetXml += line(rowNo);
const hundredThousandRows = xlsxOfSheetXml(sheetXml);

describe('reading an uploaded sheet (issue 19: hostile spreadsheets)', () => {
  it('reads a template sheet in either language, numbers as numbers and blank rows skipped', async () => {
    const bytes = await xlsxOf(
      ['商品编码', '数量'],
      [
        ['A-1', 2],
        [null, null],
        ['B-2', '3'],
        ['C-3', 'x'],
        ['D_x0000_', -1.5],
      ],
    );
    const answer = await read(bytes);
    expect(answer).toMatchObject({ ok: true, locale: 'zh-CN' });
    expect(answer.ok && answer.rows).toEqual([
      { rowNo: 2, cells: ['A-1', 2], values: { code: 'A-1', num: 2 } },
      { rowNo: 4, cells: ['B-2', 3], values: { code: 'B-2', num: 3 } },
      { rowNo: 5, cells: ['C-3', 'x'], values: { code: 'C-3', num: 'x' } },
      { rowNo: 6, cells: ['D\u0000', -1.5], values: { code: 'D\u0000', num: -1.5 } },
    ]);
    expect(await read(await xlsxOf(['Code', 'Qty'], [['A', 1]]))).toMatchObject({
      reason: 'import.badTemplate',
    });
    expect(await read(await xlsxOf(['Goods code', 'Quantity'], []))).toMatchObject({
      reason: 'import.emptyFile',
    });
    expect(await read(Buffer.from('PK\u0003\u0004 not a zip'))).toMatchObject({
      reason: 'import.unreadable',
    });
  });

  it('reads a CSV in the same worker, within the same row and time limits (issue 20 item 16)', async () => {
    const csv = Buffer.from('\uFEFF商品编码,数量\r\nA-1,2\r\n"B,2",3\r\n');
    const answer = await read(csv, 46);
    expect(answer).toMatchObject({ ok: true, locale: 'zh-CN' });
    expect(answer.ok && answer.rows).toEqual([
      { rowNo: 2, cells: ['A-1', 2], values: { code: 'A-1', num: 2 } },
      { rowNo: 3, cells: ['B,2', 3], values: { code: 'B,2', num: 3 } },
    ]);
    const large = Buffer.from(`Goods code,Quantity\n${'SKU,1\n'.repeat(100_000)}`);
    expect(await read(large, 46)).toMatchObject({
      ok: false,
      reason: 'import.tooManyRows',
      params: { max: 5000 },
    });
    const slow = await read(large, 46, 100_000, { ...SHEET_READ_LIMITS, timeoutMs: 1 });
    expect(slow).toMatchObject({ ok: false, reason: 'import.tooLarge' });
  });

  it('refuses a zip bomb (a long run of repeated XML) as too large before unpacking it', async () => {
    // 24 MB of sheet XML packs to ~0.1 MB: far past the allowed unpacked/packed ratio.
    const bomb = xlsxOfSheetXml(header + '<row><c><v>1</v></c></row>'.repeat((24 * MB) / 26));
    expect(bomb.length).toBeLessThan(MB);
    const answer = await read(bomb);
    expect(answer).toMatchObject({ ok: false, reason: 'import.tooLarge', params: { maxMb: 100 } });
    expect(!answer.ok && answer.unpackedBytes).toBeLessThan(64 * 1024);
  });

  it('stops unpacking a part the moment it grows past the size its zip declared', async () => {
    // The directory declares 0.9 MB (under the ratio floor); the part really unpacks to 24 MB.
    const blank = '<row r="2"></row>';
    const liar = xlsxOfSheetXml(header + blank.repeat((24 * MB) / blank.length), { declaredSize: 0.9 * MB });
    const answer = await read(liar);
    expect(answer).toMatchObject({ ok: false, reason: 'import.tooLarge' });
    expect(!answer.ok && answer.unpackedBytes).toBeLessThan(MB);
  });

  it('refuses a sheet whose only cell is at row 1,048,576 without walking the rows before it', async () => {
    const sparse = xlsxOfSheetXml(`${header}<row r="1048576">${textCell('A1048576', 'x')}</row>`);
    expect(sparse.length).toBeLessThan(8 * 1024);
    expect(await read(sparse)).toMatchObject({
      ok: false,
      reason: 'import.tooManyRows',
      params: { max: 5000 },
    });
  });

  it('stops a 100,000-row sheet at the row limit, leaving the rest packed', async () => {
    const answer = await read(hundredThousandRows);
    expect(answer).toMatchObject({ ok: false, reason: 'import.tooManyRows', params: { max: 5000 } });
    expect(!answer.ok && answer.unpackedBytes).toBeLessThan(sheetXml.length / 10);
  });

  it('reads one file per user at a time and a few per process, refusing the rest at once', async () => {
    const bytes = await xlsxOf(['Goods code', 'Quantity'], [['A-1', 1]]);
    const [first, second] = await Promise.all([read(bytes, 41), read(bytes, 41)]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: false, reason: 'import.busy' });

    const held = [sheetReadGate.enter(42), sheetReadGate.enter(43)];
    try {
      expect(await read(bytes, 44)).toMatchObject({ ok: false, reason: 'import.serverBusy' });
    } finally {
      for (const release of held) if (typeof release === 'function') release();
    }
    expect(await read(bytes, 41)).toMatchObject({ ok: true });
  });

  it('terminates a read that outlives its time and keeps serving the next one', async () => {
    // 100,000 rows allowed: a read of seconds, given 1 ms.
    const slow = await read(hundredThousandRows, 45, 100_000, { ...SHEET_READ_LIMITS, timeoutMs: 1 });
    expect(slow).toMatchObject({ ok: false, reason: 'import.tooLarge' });
    const bytes = await xlsxOf(['Goods code', 'Quantity'], [['A-1', 1]]);
    expect(await read(bytes, 45)).toMatchObject({ ok: true });
  });
});
