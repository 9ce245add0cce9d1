import { describe, expect, it } from 'vitest';
import { priceWindow } from './price-window';

const bands = [
  { min: '0.00', max: '19.99', count: 30 },
  { min: '20.00', max: '49.99', count: 5 },
  { min: '200.00', max: '499.99', count: 10 },
  { min: '5000.00', max: null, count: 2 },
];

describe('price window of a price-sorted page', () => {
  it('names the bands a page falls in and the rows before them, cheapest first', () => {
    expect(priceWindow(bands, false, 0, 20)).toEqual({ min: '0.00', max: '19.99', before: 0 });
    expect(priceWindow(bands, false, 20, 20)).toEqual({ min: '0.00', max: '499.99', before: 0 });
    expect(priceWindow(bands, false, 40, 20)).toEqual({ min: '200.00', max: null, before: 35 });
  });

  it('works from the dearest band down when sorted by price descending', () => {
    expect(priceWindow(bands, true, 0, 5)).toEqual({ min: '200.00', max: null, before: 0 });
    expect(priceWindow(bands, true, 12, 20)).toEqual({ min: '0.00', max: '49.99', before: 12 });
    expect(priceWindow(bands, true, 10, 5)).toEqual({ min: '20.00', max: '499.99', before: 2 });
  });

  it('gives nothing past the end', () => {
    expect(priceWindow(bands, false, 47, 20)).toBeNull();
    expect(priceWindow([], false, 0, 20)).toBeNull();
  });
});
