import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatText } from './formatters';

describe('formatAmount', () => {
  it('shows two decimals with thousands separators, exactly', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount('-1000')).toBe('-1,000.00');
    expect(formatAmount('99999999999999999999.99')).toBe('99,999,999,999,999,999,999.99');
  });

  it('shows a dash for nothing and the raw text for a non-amount', () => {
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount('abc')).toBe('abc');
  });
});

describe('formatDateTime', () => {
  it('formats as YYYY-MM-DD HH:mm:ss in local time', () => {
    const iso = dayjs('2026-02-03T04:05:06').toISOString();
    expect(formatDateTime(iso)).toBe('2026-02-03 04:05:06');
    expect(formatDateTime(null)).toBe('-');
  });
});

describe('formatText', () => {
  it('keeps zero and shows a dash for blanks', () => {
    expect(formatText(0)).toBe('0');
    expect(formatText('')).toBe('-');
  });
});
