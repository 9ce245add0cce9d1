import { describe, expect, it } from 'vitest';
import { checkPriceRange, isPrice, sanitizePriceInput } from './price-range';

describe('price range', () => {
  it('accepts open ends and a range in order', () => {
    expect(checkPriceRange('', '')).toEqual({ ok: true, priceMin: undefined, priceMax: undefined });
    expect(checkPriceRange(' 10 ', '')).toEqual({ ok: true, priceMin: '10', priceMax: undefined });
    expect(checkPriceRange('9.5', '9.50')).toEqual({ ok: true, priceMin: '9.5', priceMax: '9.50' });
  });

  it('refuses malformed amounts with the money rule', () => {
    expect(checkPriceRange('01', '')).toEqual({
      ok: false,
      field: 'priceMin',
      messageKey: 'validation.money',
    });
    expect(checkPriceRange('', '1.234')).toEqual({
      ok: false,
      field: 'priceMax',
      messageKey: 'validation.money',
    });
    expect(isPrice('1'.repeat(19))).toBe(false);
    expect(isPrice('-1')).toBe(false);
  });

  it('refuses a minimum above the maximum', () => {
    expect(checkPriceRange('100', '99.99')).toEqual({
      ok: false,
      field: 'priceMax',
      messageKey: 'search.priceRange',
    });
  });

  it('keeps only digits and one point with two decimals while typing', () => {
    expect(sanitizePriceInput('12a.3.45')).toBe('12.34');
    expect(sanitizePriceInput('￥88')).toBe('88');
    expect(sanitizePriceInput('5.')).toBe('5.');
  });
});
