import { describe, expect, it } from 'vitest';
import { parsePastedLines } from './paste-lines';

describe('parsePastedLines', () => {
  it('reads code and quantity separated by a tab (Excel), spaces or a comma', () => {
    expect(parsePastedLines('CT0001\t2\r\n1000023  5\nAB-9,3\nXY-1，4\n  Q7 ,\t 1 ').lines).toEqual([
      { code: 'CT0001', num: 2 },
      { code: '1000023', num: 5 },
      { code: 'AB-9', num: 3 },
      { code: 'XY-1', num: 4 },
      { code: 'Q7', num: 1 },
    ]);
  });

  it('skips blank lines and keeps quantities the server judges (0, decimals, negatives)', () => {
    expect(parsePastedLines('\n\nA 0\n\nB 1.5\nC -2\n')).toEqual({
      lines: [
        { code: 'A', num: 0 },
        { code: 'B', num: 1.5 },
        { code: 'C', num: -2 },
      ],
      unread: [],
    });
  });

  it('names the lines it cannot read with their line numbers', () => {
    expect(parsePastedLines('商品编码\t数量\nA 2\nB\nC two\nD 1 2').unread).toEqual([
      { lineNo: 1, text: '商品编码\t数量' },
      { lineNo: 3, text: 'B' },
      { lineNo: 4, text: 'C two' },
      { lineNo: 5, text: 'D 1 2' },
    ]);
  });
});
