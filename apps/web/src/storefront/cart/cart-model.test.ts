import { type Cart, type CartLine, ErrorCode } from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import {
  addFailureDisplay,
  allLines,
  canAdd,
  cartAudienceOf,
  maxAddable,
  quantityProblem,
  tickableIds,
  tickBoxOf,
  tickedIds,
} from './cart-model';

let nextId = 1;
const line = (flags: Partial<CartLine> = {}): CartLine => {
  const id = String(nextId++);
  return {
    cartId: id,
    skuId: `9${id}`,
    skuName: `商品${id}`,
    skuNameEn: '',
    model: 'M6',
    unit: '个',
    picture: '/p.svg',
    price: '1.50',
    marketPrice: '2.00',
    num: 2,
    subtotal: '3.00',
    stock: 50,
    stockState: 'inStock',
    onShelf: true,
    ticked: false,
    ...flags,
  };
};

describe('tickBoxOf (a shop or the whole cart)', () => {
  it('is ticked when every line that can be bought is ticked, ignoring off-shelf lines', () => {
    const box = tickBoxOf([line({ ticked: true }), line({ ticked: true }), line({ onShelf: false })]);
    expect(box).toEqual({ checked: true, indeterminate: false, disabled: false });
  });

  it('is half ticked when only some lines are ticked', () => {
    expect(tickBoxOf([line({ ticked: true }), line()])).toEqual({
      checked: false,
      indeterminate: true,
      disabled: false,
    });
  });

  it('is empty when nothing is ticked', () => {
    expect(tickBoxOf([line(), line()])).toEqual({ checked: false, indeterminate: false, disabled: false });
  });

  it('cannot be used when every line is off shelf, even one still marked ticked', () => {
    expect(tickBoxOf([line({ onShelf: false, ticked: true })])).toEqual({
      checked: false,
      indeterminate: false,
      disabled: true,
    });
  });
});

describe('line ids', () => {
  it('ticks only on-shelf lines, and deletes every ticked line', () => {
    const onShelf = line();
    const off = line({ onShelf: false, ticked: true });
    const ticked = line({ ticked: true });
    expect(tickableIds([onShelf, off, ticked])).toEqual([onShelf.cartId, ticked.cartId]);
    expect(tickedIds([onShelf, off, ticked])).toEqual([off.cartId, ticked.cartId]);
  });

  it('collects the lines of all shops in order', () => {
    const [a, b, c] = [line(), line(), line()];
    const shop = (lines: CartLine[]) => ({
      supplierShopId: '1',
      shopName: 's',
      shopNameEn: '',
      supplierId: '1',
      supplierName: 's',
      supplierNameEn: 'S',
      lines,
    });
    const cart: Cart = {
      shops: [shop([a, b]), shop([c])],
      totalNum: 3,
      tickedKinds: 0,
      tickedPieces: 0,
      tickedAmount: '0.00',
    };
    expect(allLines(cart)).toEqual([a, b, c]);
  });
});

describe('quantities', () => {
  it('offers up to the stock, never more than 9999', () => {
    expect(maxAddable(12)).toBe(12);
    expect(maxAddable(1_000_000)).toBe(9999);
    expect(maxAddable(0)).toBe(0);
  });

  it('adds only goods on shelf and in stock', () => {
    expect(canAdd(true, 3)).toBe(true);
    expect(canAdd(true, 0)).toBe(false);
    expect(canAdd(false, 3)).toBe(false);
  });

  it('names the rule a typed quantity breaks instead of rewriting it', () => {
    expect(quantityProblem(4, 10)).toBeNull();
    expect(quantityProblem('4', 10)).toBeNull();
    expect(quantityProblem(10, 10)).toBeNull();
    for (const value of [0, -1, 1.5, 2.6, 10000, null, '', 'abc'])
      expect(quantityProblem(value, 10), String(value)).toEqual({ rule: 'whole' });
    expect(quantityProblem(10, 7)).toEqual({ rule: 'stock', stock: 7 });
    expect(quantityProblem(9999)).toBeNull();
  });
});

describe('cartAudienceOf', () => {
  it('tells visitors, users still loading, purchasers and other users apart', () => {
    expect(cartAudienceOf(false, false, false)).toBe('visitor');
    expect(cartAudienceOf(true, false, false)).toBe('pending');
    expect(cartAudienceOf(true, true, true)).toBe('purchaser');
    expect(cartAudienceOf(true, true, false)).toBe('other');
  });
});

describe('addFailureDisplay', () => {
  it("warns about the cart's own refusals, stays quiet on an expired login, else raises a notice", () => {
    expect(addFailureDisplay(ErrorCode.business)).toBe('warning');
    expect(addFailureDisplay(ErrorCode.validation)).toBe('warning');
    expect(addFailureDisplay(ErrorCode.loginExpired)).toBe('quiet');
    expect(addFailureDisplay('CANCELLED')).toBe('quiet');
    expect(addFailureDisplay(ErrorCode.internal)).toBe('notice');
    expect(addFailureDisplay('NETWORK')).toBe('notice');
  });
});
