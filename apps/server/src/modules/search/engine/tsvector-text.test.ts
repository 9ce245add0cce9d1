import { describe, expect, it } from 'vitest';
import { lexemeScore, readTsvector, scoreByte } from './tsvector-text';

const read = (text: string) => {
  const found: [string, number][] = [];
  readTsvector(text, (lexeme, score) => found.push([lexeme, score]));
  return found;
};

describe('a tsvector read from its text', () => {
  it('gives each lexeme, with quotes and backslashes as written', () => {
    expect(read(`'a''b':1A 'c\\\\d':2 '§band4' '螺丝':3B,4C`).map(([lexeme]) => lexeme)).toEqual([
      "a'b",
      'c\\d',
      '§band4',
      '螺丝',
    ]);
  });

  it('scores a lexeme as ts_rank weighs it: a name word above a brand, category or attribute word', () => {
    const [name, brand, category, attribute, none] = read(`'n':1A 'b':2B 'c':3C 'd':4 'x'`).map(([, s]) => s);
    expect(name).toBeGreaterThan(brand);
    expect(brand).toBeGreaterThan(category);
    expect(category).toBeGreaterThan(attribute);
    expect(none).toBe(attribute);
    // ts_rank('a':1A, 'a') is 0.6079271 in PostgreSQL: 1 / (π²/6).
    expect(lexemeScore([3])).toBeCloseTo(0.6079271, 6);
    expect(scoreByte(lexemeScore([3, 3]))).toBeGreaterThan(scoreByte(lexemeScore([3])));
  });
});
