import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatText, setDisplayTimeZone } from './formatters';

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
  afterEach(() => setDisplayTimeZone(null));

  it("formats as YYYY-MM-DD HH:mm:ss in the platform's time zone, China time by default, as exports do", () => {
    // 20:05:06 UTC is 04:05:06 the next day in Shanghai, whatever the browser's own zone.
    expect(formatDateTime('2026-02-02T20:05:06.000Z')).toBe('2026-02-03 04:05:06');
    setDisplayTimeZone('Europe/London');
    expect(formatDateTime('2026-02-02T20:05:06.000Z')).toBe('2026-02-02 20:05:06');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});

describe('formatText', () => {
  it('keeps zero and shows a dash for blanks', () => {
    expect(formatText(0)).toBe('0');
    expect(formatText('')).toBe('-');
  });
});
