import { describe, expect, it } from 'vitest';
import { changePercent } from './change-percent';

describe('changePercent', () => {
  it('gives the sale price change in percent of the old price, two decimals', () => {
    expect(changePercent('88.00', '99.00')).toBe('12.50');
    expect(changePercent('100.00', '75.00')).toBe('-25.00');
    expect(changePercent('3.00', '4.00')).toBe('33.33');
    expect(changePercent('3.00', '5.00')).toBe('66.67');
    expect(changePercent('10.00', '10.00')).toBe('0.00');
  });
});
