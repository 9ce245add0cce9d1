import { describe, expect, it } from 'vitest';
import { documentTokens, nameWords, queryLexemes, tsqueryText, tsvectorText } from './tokenizer';

const NAME = '伍尔特(Würth) 十字盘头自攻螺丝 M6×16 不锈钢316 本色 100个/盒 DL-7414';

/** What a search for the keyword needs: every query lexeme among the document's tokens. */
const finds = (keyword: string, text: string) => {
  const tokens = new Set(documentTokens(text).map(({ token }) => token));
  const lexemes = queryLexemes(keyword);
  return lexemes.length > 0 && lexemes.every((lexeme) => tokens.has(lexeme));
};

describe('search tokenizer', () => {
  it('finds two-character Chinese words inside longer product words', () => {
    expect(finds('螺丝', NAME)).toBe(true);
    expect(finds('法兰', '固特 六角法兰面螺栓 M8×20 碳钢10.9级')).toBe(true);
    expect(finds('自攻螺丝', NAME)).toBe(true);
    expect(finds('订书机', '齐心(Comix) B9383 订书机 10号')).toBe(true);
  });

  it('keeps domain words whole in a query', () => {
    expect(queryLexemes('插线板')).toEqual(['插线板']);
    expect(queryLexemes('得力订书机')).toEqual(['得力', '订书机']);
    expect(queryLexemes('M6 螺丝')).toEqual(['m6', '螺丝']);
    expect(queryLexemes('M6螺丝')).toEqual(['m6', '螺丝']);
  });

  it('matches Latin brands and models in any case, whole or in parts', () => {
    expect(finds('würth', NAME)).toBe(true);
    expect(finds('m6', NAME)).toBe(true);
    expect(finds('dl-7414', NAME)).toBe(true);
    expect(finds('DL7414', NAME)).toBe(true);
    expect(finds('7414', NAME)).toBe(true);
    expect(finds('WD-40', 'WD-40 防锈润滑剂 350ml')).toBe(true);
    expect(finds('wd40', 'WD-40 防锈润滑剂 350ml')).toBe(true);
    expect(finds('3M', '3M 防尘口罩 KN95')).toBe(true);
    expect(finds('ａ４', '得力(Deli) 彩色复印纸 A4 浅蓝')).toBe(true);
    expect(finds('0.7', '中性笔 0.7mm 黑色')).toBe(true);
  });

  it('finds English words in the singular or the plural', () => {
    expect(finds('drill', 'Drills')).toBe(true);
    expect(finds('Drills', 'Power drill')).toBe(true);
    expect(finds('battery', 'Batteries & Chargers')).toBe(true);
    expect(finds('wrench', 'Wrenches')).toBe(true);
    expect(finds('glass', 'Safety Glasses')).toBe(true);
    expect(finds('glove', 'Protective Gloves')).toBe(true);
    expect(finds('siemens', '西门子(Siemens) 断路器')).toBe(true);
    expect(finds('glass', 'Grass')).toBe(false);
    expect(queryLexemes('M6 Screws')).toEqual(['m6', 'screw']);
    expect(queryLexemes('bus abs 3ms')).toEqual(['bus', 'abs', '3ms']);
  });

  it('requires every word of a mixed query', () => {
    expect(finds('M6 螺丝', NAME)).toBe(true);
    expect(finds('M8 螺丝', NAME)).toBe(false);
    expect(finds('得力 订书机', '得力(Deli) 订书机 12号')).toBe(true);
    expect(finds('得力 订书机', '齐心(Comix) 订书机 12号')).toBe(false);
  });

  it('reduces query syntax and SQL to plain words', () => {
    expect(queryLexemes("'; drop table skus; --")).toEqual(['drop', 'table', 'skus']);
    expect(queryLexemes('a & b | !c')).toEqual(['a', 'b', 'c']);
    expect(queryLexemes('螺丝:*')).toEqual(['螺丝']);
    expect(queryLexemes('!!! ***')).toEqual([]);
  });

  it('quotes lexemes for tsquery and tsvector input', () => {
    expect(tsqueryText(["pro's", 'a\\b'])).toBe("'pro''s' & 'a\\\\b'");
    const text = tsvectorText([
      { weight: 'A', texts: ['螺丝'] },
      { weight: 'B', texts: ["Pro'sKit"] },
    ]);
    expect(text).toContain("'螺丝':");
    expect(text).toContain("'pro''skit':");
    expect(text).toMatch(/'螺丝':\d+A/);
    const screwdriver = tsvectorText([{ weight: 'A', partWeight: 'B', texts: ['一字螺丝刀'] }]);
    expect(screwdriver).toMatch(/'螺丝刀':\d+A/);
    expect(screwdriver).toMatch(/'螺丝':\d+B/);
    const screws = tsvectorText([{ weight: 'A', partWeight: 'B', texts: ['十字盘头自攻螺丝'] }]);
    expect(screws).toMatch(/'螺丝':\d+A/);
  });

  it('suggests dictionary words of two or more characters from names', () => {
    expect(nameWords('得力(Deli) 订书机 12号')).toEqual(['得力', '订书机']);
  });
});
