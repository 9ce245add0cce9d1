import { describe, expect, it } from 'vitest';
import { AMOUNT_INVALID, AMOUNT_TOO_LARGE, addMoney, toChineseAmount } from './money';

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
