import { describe, expect, it } from 'vitest';
import {
  isCreditCode,
  isEmail,
  isEmployeeNo,
  isFax,
  isIdCard,
  isMobile,
  isMoney,
  isPassword,
  isPhone,
  isTel,
  isUsername,
  textLength,
} from './validators';

const cases: Array<[string, (v: string) => boolean, string[], string[]]> = [
  [
    'isEmail',
    isEmail,
    ['', 'buyer@example.com', 'a.b-c_d@mail.corp.cn', 'x1@abc.museum'],
    [
      'buyer@',
      '@example.com',
      'buyer@example',
      'buyer@example.c',
      'buyer@example.abcdefg',
      'bu yer@example.com',
      '用户@example.com',
    ],
  ],
  [
    'isMobile',
    isMobile,
    ['13800138000', '19912345678', '15000000000'],
    ['12800138000', '1380013800', '138001380000', '23800138000', '1380013800a', ''],
  ],
  [
    'isPhone',
    isPhone,
    ['13800138000', '010-12345678', '0755-1234567', '010-12345678-123', '0571-12345678-12345', '12345678'],
    ['010-123456', '010-123456789', '01-12345678', '010-12345678-12', '1234567', 'abc', ''],
  ],
  [
    'isTel',
    isTel,
    ['010-12345678', '0755-1234567', '010-12345678-1234'],
    ['13800138000', '12345678', '010-123456', '010_12345678', ''],
  ],
  [
    'isPassword',
    isPassword,
    ['Procure#2026', 'abc12345!', 'A1!aaaaa', 'aaaaaaaaaaaaaaaaa1!b'],
    ['short1!', 'abcdefgh!', '12345678!', 'abcd1234', 'Procure 2026#', 'aaaaaaaaaaaaaaaaaa1!b', ''],
  ],
  [
    'isUsername',
    isUsername,
    ['purchaser01', 'abc_12', 'A23456789012345678_9'],
    ['abc12', 'a234567890123456789012', 'user-name', '用户名用户名', 'user name', ''],
  ],
  [
    'isCreditCode',
    isCreditCode,
    ['91110000802100433B', '123456789012345678', 'ABCDEFGHJKLMNPQRST'],
    ['91110000802100433b', '91110000802100433', '91110000802100433BB', '9111000080210043-B', ''],
  ],
  [
    'isIdCard',
    isIdCard,
    ['110101199003074514', '11010119900307451X', '110101900307451', '440301200002291234'],
    [
      '110101199002304514',
      '11010119900307451x',
      '110101199013074514',
      '1101011990030745',
      '440301190002291234',
      '',
    ],
  ],
  [
    'isMoney',
    isMoney,
    ['0', '0.5', '0.05', '12', '12.3', '12.34', '1000000'],
    ['', '012', '00.5', '12.345', '.5', '12.', '-1', '1,000', 'abc', ' 12'],
  ],
  [
    'isFax',
    isFax,
    ['010-12345678', '12345678', '1234567', '0755-1234567-1', '010-12345678-123456'],
    ['010-123456', '010-12345678-1234567', '01-12345678', 'fax', ''],
  ],
  ['isEmployeeNo', isEmployeeNo, ['1', '000123', '20260001'], ['', 'A001', '12 3', '-1', '1.5']],
];

describe.each(cases)('%s', (_name, rule, valid, invalid) => {
  it.each(valid)('accepts %j', (value) => expect(rule(value)).toBe(true));
  it.each(invalid)('refuses %j', (value) => expect(rule(value)).toBe(false));
});

describe('textLength', () => {
  it('counts characters above code 255 as two', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength('螺丝')).toBe(4);
    expect(textLength('M6螺丝')).toBe(6);
    expect(textLength('é')).toBe(1);
    expect(textLength('😀')).toBe(2);
  });
});
