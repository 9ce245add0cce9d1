// @vitest-environment happy-dom
import { CART_MAX_KINDS, CART_MAX_QUANTITY } from '@procuremart/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { addVisitorLines, clearVisitorCart, updateVisitorLines, visitorLines } from './visitor-cart';

describe('visitor cart', () => {
  beforeEach(() => clearVisitorCart());

  it('adds new lines first and raises the quantity of a line already there', () => {
    addVisitorLines([{ skuId: '11', supplierShopId: '1', num: 2 }], 1);
    addVisitorLines([{ skuId: '12', supplierShopId: '1', num: 1 }], 2);
    addVisitorLines([{ skuId: '11', supplierShopId: '1', num: 3 }], 3);
    expect(visitorLines().map((l) => [l.skuId, l.num, l.ticked])).toEqual([
      ['12', 1, true],
      ['11', 5, true],
    ]);
  });

  it('keeps the same SKU of two shops apart and caps a line at the largest quantity', () => {
    addVisitorLines([
      { skuId: '11', supplierShopId: '1', num: CART_MAX_QUANTITY },
      { skuId: '11', supplierShopId: '2', num: 1 },
    ]);
    addVisitorLines([{ skuId: '11', supplierShopId: '1', num: 5 }]);
    expect(visitorLines().map((l) => [l.supplierShopId, l.num])).toEqual([
      ['2', 1],
      ['1', CART_MAX_QUANTITY],
    ]);
  });

  it('refuses a new kind past 100 and says which', () => {
    addVisitorLines(
      Array.from({ length: CART_MAX_KINDS }, (_, i) => ({
        skuId: String(i + 1),
        supplierShopId: '1',
        num: 1,
      })),
    );
    const result = addVisitorLines([
      { skuId: '1', supplierShopId: '1', num: 1 },
      { skuId: '500', supplierShopId: '1', num: 1 },
    ]);
    expect(result).toEqual({ added: 1, full: [{ skuId: '500', supplierShopId: '1', num: 1 }] });
    expect(visitorLines()).toHaveLength(CART_MAX_KINDS);
  });

  it('drops malformed stored lines instead of trusting them', () => {
    localStorage.setItem(
      'pm.visitorCart',
      JSON.stringify([
        { skuId: '7', supplierShopId: '1', num: 2, ticked: false, addedAt: 1 },
        { skuId: '1 or 1=1', supplierShopId: '1', num: 1 },
        { skuId: '8', supplierShopId: '1', num: 0 },
        'junk',
      ]),
    );
    expect(visitorLines()).toEqual([{ skuId: '7', supplierShopId: '1', num: 2, ticked: false, addedAt: 1 }]);
    localStorage.setItem('pm.visitorCart', '{not json');
    expect(visitorLines()).toEqual([]);
  });

  it('changes and removes lines', () => {
    addVisitorLines([
      { skuId: '11', supplierShopId: '1', num: 2 },
      { skuId: '12', supplierShopId: '1', num: 2 },
    ]);
    updateVisitorLines((line) => (line.skuId === '11' ? null : { ...line, num: 4, ticked: false }));
    expect(visitorLines().map((l) => [l.skuId, l.num, l.ticked])).toEqual([['12', 4, false]]);
  });
});
