import { describe, expect, it } from 'vitest';
import { declaredTwice, refuseDeclaredTwice } from './declarations.mjs';

describe("the generator's check of the domains' declarations", () => {
  it('finds a key two files declare, naming both', () => {
    expect(
      declaredTwice([
        { from: 'ucc-brands.files.ts', value: { brand: 1, logo: 2 } },
        { from: 'usc-cart.files.ts', value: { cart: 3, brand: 4 } },
      ]),
    ).toEqual([{ key: 'brand', from: ['ucc-brands.files.ts', 'usc-cart.files.ts'] }]);
  });

  it('refuses to generate with a key declared twice, and lets distinct keys through', () => {
    expect(() =>
      refuseDeclaredTwice('parameter', [
        { from: 'a.params.ts (aParams)', value: { 'order.x': {} } },
        { from: 'b.params.ts (bParams)', value: { 'order.x': {} } },
      ]),
    ).toThrow('parameter declared twice: order.x in a.params.ts (aParams), b.params.ts (bParams)');
    expect(() =>
      refuseDeclaredTwice('message key', [
        { from: 'a', value: { 'a.x': {} } },
        { from: 'b', value: { 'b.x': {} } },
      ]),
    ).not.toThrow();
  });
});
