import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bilingual } from '@procuremart/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openSheetWriter } from './sheet-writer';

/** The first sheet's cell values as written (strings stay strings, numbers numbers), header first. */
async function written(fill: (writer: ReturnType<typeof openSheetWriter<string>>) => void) {
  const dir = await mkdtemp(join(tmpdir(), 'pm-sheet-writer-'));
  try {
    const path = join(dir, 'names.xlsx');
    const writer = openSheetWriter(
      path,
      'Names',
      [{ title: bilingual('名称', 'Name'), value: (row: string) => row }],
      'en-US',
    );
    fill(writer);
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the sheet writer (issue 19: formula injection)', () => {
  it('writes text that a spreadsheet would take for a formula as inert text; numbers stay numbers', async () => {
    const names = [
      '=HYPERLINK("http://x.example","click")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      'A=B',
    ];
    const rows = await written((writer) => {
      for (const name of names) writer.add(name);
      writer.addValues(['=1+1', -5, 12.5, 'plain']);
    });
    expect(rows).toEqual([
      ['Name'],
      ['\'=HYPERLINK("http://x.example","click")'],
      ["'+1+1"],
      ["'-2+3"],
      ["'@SUM(A1)"],
      ["'\t=1"],
      // (XML reads a written return back as a line feed)
      ["'\n=1"],
      ['A=B'],
      ["'=1+1", -5, 12.5, 'plain'],
    ]);
  });
});
