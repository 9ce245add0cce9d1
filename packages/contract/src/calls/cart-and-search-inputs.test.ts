import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages';
import { searchGoods } from './ucc-search';
import { addShoppingCart, tickCart } from './usc-cart';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('cart inputs', () => {
  const add = (num: unknown) => addShoppingCart.input.safeParse({ skuId: '1', supplierShopId: '2', num });

  it('takes a positive whole quantity up to 9999', () => {
    expect(add(1).success).toBe(true);
    expect(add(9999).success).toBe(true);
  });

  it.each([
    [0, 'cart.quantityMin'],
    [-3, 'cart.quantityMin'],
    [1.5, 'validation.integer'],
    [10000, 'cart.quantityMax'],
    ['2', 'validation.integer'],
  ])('refuses %s with %s', (num, key) => {
    const result = add(num);
    expect(firstMessage(result)).toBe(key);
    expect(isMessageKey(key)).toBe(true);
  });

  it('ticks either named lines or all of them, not both or neither', () => {
    expect(tickCart.input.safeParse({ cartIds: ['1'] }).success).toBe(true);
    expect(tickCart.input.safeParse({ all: true }).success).toBe(true);
    expect(firstMessage(tickCart.input.safeParse({}))).toBe('cart.tickTarget');
    expect(firstMessage(tickCart.input.safeParse({ all: true, cartIds: ['1'] }))).toBe('cart.tickTarget');
  });
});

describe('search input', () => {
  it('defaults to relevance, page 1 of 20', () => {
    expect(searchGoods.input.parse({ keyword: '螺丝' })).toMatchObject({
      keyword: '螺丝',
      sort: 'relevance',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('refuses pages beyond the first 10,000 results and an upside-down price range', () => {
    expect(firstMessage(searchGoods.input.safeParse({ pageNo: 502, pageSize: 20 }))).toBe(
      'search.pageTooDeep',
    );
    expect(searchGoods.input.safeParse({ pageNo: 501, pageSize: 20 }).success).toBe(true);
    expect(firstMessage(searchGoods.input.safeParse({ priceMin: '10', priceMax: '9.99' }))).toBe(
      'search.priceRange',
    );
    expect(firstMessage(searchGoods.input.safeParse({ priceMin: '-1' }))).toBe('validation.money');
  });
});
