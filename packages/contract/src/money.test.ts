import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INVALID,
  AMOUNT_TOO_LARGE,
  addMoney,
  allocateMoney,
  compareMoney,
  fromCents,
  multiplyMoney,
  percentageOf,
  sumMoney,
  toCents,
  toChineseAmount,
} from './money';
import { moneyOutputSchema, moneySchema } from './money-schema';

describe('toChineseAmount', () => {
  it.each([
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['1', '壹元整'],
    ['10', '壹拾元整'],
    ['105', '壹佰零伍元整'],
    ['1000', '壹仟元整'],
    ['1001', '壹仟零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['1234.5', '壹仟贰佰叁拾肆元伍角'],
    ['1234.05', '壹仟贰佰叁拾肆元零伍分'],
    ['0.5', '伍角'],
    ['0.05', '伍分'],
    ['10000', '壹万元整'],
    ['10001', '壹万零壹元整'],
    ['100010', '壹拾万零壹拾元整'],
    ['1000000', '壹佰万元整'],
    ['100000000', '壹亿元整'],
    ['100000001', '壹亿零壹元整'],
    ['1020304050.6', '壹拾亿贰仟零叁拾万肆仟零伍拾元陆角'],
    ['001.2', '壹元贰角'],
    ['-12', '负壹拾贰元整'],
  ])('%s → %s', (amount, expected) => {
    expect(toChineseAmount(amount)).toBe(expected);
  });

  it('handles 44 integer digits and refuses 45', () => {
    const max = '9'.repeat(44);
    expect(toChineseAmount(max)).toMatch(/^玖仟玖佰玖拾玖正.*元整$/);
    expect(() => toChineseAmount(`1${'0'.repeat(44)}`)).toThrow(AMOUNT_TOO_LARGE);
  });

  it.each(['', 'abc', '1.2.3', '1,000', '１２', '1e5', '.5', ' '])('refuses %j as not a number', (amount) => {
    expect(() => toChineseAmount(amount)).toThrow(AMOUNT_INVALID);
  });
});

describe('addMoney', () => {
  it('adds decimal strings exactly', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('19.99', '0.01', '100')).toBe('120.00');
    expect(addMoney('-1.5', '1')).toBe('-0.50');
  });
});

const BIG = `${'9'.repeat(44)}.99`;

describe('moneySchema and moneyOutputSchema', () => {
  it.each(['0', '0.5', '0.05', '12', '12.3', '12.34', '1'.repeat(18)])('accepts %j coming in', (amount) => {
    expect(moneySchema.safeParse(amount).success).toBe(true);
  });

  it.each(['', ' ', '01', '00.5', '1.234', '-1', '.5', '1.', '1e3', '1,000', '1'.repeat(19)])(
    'refuses %j coming in with validation.money',
    (amount) => {
      const result = moneySchema.safeParse(amount);
      expect(result.error?.issues[0].message).toBe('validation.money');
    },
  );

  it('refuses a number instead of a decimal string', () => {
    expect(moneySchema.safeParse(12.5).error?.issues[0].message).toBe('validation.money');
  });

  it('sends amounts with exactly two decimals', () => {
    for (const amount of ['0.00', '12.50', '-0.30', '123456789012345678.99'])
      expect(moneyOutputSchema.safeParse(amount).success).toBe(true);
    for (const amount of ['0', '12.5', '12.345', '012.50', '', '1e2'])
      expect(moneyOutputSchema.safeParse(amount).error?.issues[0]?.message).toBe('validation.money');
  });
});

describe('cents', () => {
  it('converts both ways without floats, 44 integer digits included', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('-12.05')).toBe(-1205n);
    expect(fromCents(toCents(BIG))).toBe(BIG);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('1.234')).toThrow(AMOUNT_INVALID);
  });
});

describe('compareMoney', () => {
  it('compares exactly, where floats would not', () => {
    expect(compareMoney('1.5', '1.50')).toBe(0);
    expect(compareMoney('9.99', '10')).toBe(-1);
    expect(compareMoney('10', '9.99')).toBe(1);
    expect(compareMoney('-0.01', '0')).toBe(-1);
    // 2^53 + 1 and 2^53 are the same float.
    expect(compareMoney('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareMoney(BIG, `${'9'.repeat(44)}.98`)).toBe(1);
  });
});

describe('sumMoney', () => {
  it('adds exactly', () => {
    expect(sumMoney()).toBe('0.00');
    expect(sumMoney('0.1', '0.2')).toBe('0.30');
    expect(sumMoney('-5', '2.5', '2.49')).toBe('-0.01');
    expect(sumMoney(BIG, '0.01')).toBe(`1${'0'.repeat(44)}.00`);
  });
});

describe('multiplyMoney', () => {
  it('multiplies by whole quantities exactly', () => {
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
    expect(multiplyMoney('0.1', 3)).toBe('0.30');
    expect(multiplyMoney('-2.5', 2)).toBe('-5.00');
    expect(multiplyMoney('12.34', 0)).toBe('0.00');
    expect(multiplyMoney(BIG, 10n)).toBe(`${'9'.repeat(45)}.90`);
  });

  it('refuses a fractional or unsafe quantity', () => {
    expect(() => multiplyMoney('1', 1.5)).toThrow('quantity must be a whole number');
    expect(() => multiplyMoney('1', Number.MAX_SAFE_INTEGER + 1)).toThrow('quantity must be a whole number');
  });
});

describe('percentageOf', () => {
  it.each([
    ['100', '13', '13.00'],
    ['100.05', '13', '13.01'], // 13.0065
    ['0.50', '1', '0.01'], // 0.005: a half rounds up
    ['0.49', '1', '0.00'], // 0.0049
    ['0.05', '10', '0.01'], // 0.005
    ['-0.50', '1', '-0.01'], // mirrors the positive amount
    ['-100.05', '13', '-13.01'],
    ['200', '6.5', '13.00'],
    ['33.33', '0.5', '0.17'], // 0.16665
    ['1', '100', '1.00'],
    ['1', '0', '0.00'],
  ])('%s × %s %% = %s', (amount, rate, expected) => {
    expect(percentageOf(amount, rate)).toBe(expected);
  });

  it('works on 44-digit amounts and refuses a rate that is not a decimal', () => {
    expect(percentageOf(`1${'0'.repeat(43)}`, '13')).toBe(`13${'0'.repeat(41)}.00`);
    expect(() => percentageOf('1', '13%')).toThrow(AMOUNT_INVALID);
    expect(() => percentageOf('1', '')).toThrow(AMOUNT_INVALID);
  });
});

describe('allocateMoney', () => {
  const total = (parts: string[]) => sumMoney(...parts);

  it('splits into equal parts, the leftover cents to the first parts', () => {
    expect(allocateMoney('100', 3)).toEqual(['33.34', '33.33', '33.33']);
    expect(allocateMoney('0.05', 3)).toEqual(['0.02', '0.02', '0.01']);
    expect(allocateMoney('0.01', 4)).toEqual(['0.01', '0.00', '0.00', '0.00']);
  });

  it('splits in proportion to weights by largest remainder', () => {
    // 10 over 1:1:1 → 3.333…; over amounts 30, 60, 10 → 3, 6, 1.
    expect(allocateMoney('10', ['30', '60', '10'])).toEqual(['3.00', '6.00', '1.00']);
    // 1.00 over 1:2:2 → 20, 40, 40 cents exactly.
    expect(allocateMoney('1', [1, 2, 2])).toEqual(['0.20', '0.40', '0.40']);
    // 0.10 over 1:1:1:7 → 1, 1, 1, 7 exactly; 0.11 → the extra cent to the largest remainder (7: 7.7).
    expect(allocateMoney('0.10', [1, 1, 1, 7])).toEqual(['0.01', '0.01', '0.01', '0.07']);
    expect(allocateMoney('0.11', [1, 1, 1, 7])).toEqual(['0.01', '0.01', '0.01', '0.08']);
    // A zero weight takes nothing.
    expect(allocateMoney('5', ['0', '1.50', '1.50'])).toEqual(['0.00', '2.50', '2.50']);
  });

  it('always adds up exactly to the total', () => {
    const cases: [string, (string | number)[] | number][] = [
      ['100', 7],
      ['99.99', ['19.99', '0.01', '45.50', '3.33']],
      ['0.07', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
      ['-10.01', [3, 3, 3]],
      [BIG, [1, 2, 3, 4, 5, 6, 7]],
      ['12345.67', ['1'.repeat(18), '0.01', '2']],
    ];
    for (const [amount, weights] of cases)
      expect(total(allocateMoney(amount, weights))).toBe(fromCents(toCents(amount)));
  });

  it('splits a negative total like its magnitude and all-zero weights evenly', () => {
    expect(allocateMoney('-100', 3)).toEqual(['-33.34', '-33.33', '-33.33']);
    expect(allocateMoney('1', [0, 0])).toEqual(['0.50', '0.50']);
  });

  it('refuses nothing to split over and negative weights', () => {
    expect(() => allocateMoney('1', [])).toThrow('nothing to allocate over');
    expect(() => allocateMoney('1', 0)).toThrow('nothing to allocate over');
    expect(() => allocateMoney('1', [1, -1])).toThrow('weights must not be negative');
  });
});
