import { describe, expect, it } from 'vitest';
import { formatCents, marketPriceCents, roundPriceCents } from './prices';

describe('prices', () => {
  it('formats cents as decimal strings with two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(7)).toBe('0.07');
    expect(formatCents(1990)).toBe('19.90');
    expect(formatCents(499_900)).toBe('4999.00');
    expect(() => formatCents(1.5)).toThrow('not a price in cents: 1.5');
    expect(() => formatCents(-1)).toThrow('not a price in cents: -1');
  });

  it('rounds like a shop: cents, dimes, whole yuan, then prices ending in 9', () => {
    expect(roundPriceCents(3.567)).toBe(357);
    expect(roundPriceCents(0.01)).toBe(10);
    expect(roundPriceCents(23.46)).toBe(2350);
    expect(roundPriceCents(456.4)).toBe(45_600);
    expect(roundPriceCents(4_996)).toBe(499_900);
  });

  it('never puts the market price under the sale price', () => {
    expect(marketPriceCents(1990, 1.2)).toBe(2390);
    expect(marketPriceCents(1990, 0.5)).toBe(1990);
    expect(marketPriceCents(100_900, 1.001)).toBe(100_900);
  });
});
