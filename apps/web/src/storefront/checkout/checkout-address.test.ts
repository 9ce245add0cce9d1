import { describe, expect, it } from 'vitest';
import { checkoutAddress, checkoutItems } from './checkout-address';

describe('checkout address', () => {
  const items = [
    { skuId: '12', supplierShopId: '3', num: 2 },
    { skuId: '40', supplierShopId: '5', num: 1 },
  ];

  it('carries the cart source, or the lines for buy now and quick order', () => {
    expect(checkoutAddress('cart')).toBe('/placeAnOrder?source=cart');
    expect(checkoutAddress('buyNow', [items[0]!])).toBe('/extPlaceAnOrder?items=12%3A3%3A2');
    expect(checkoutAddress('fastOrder', items)).toBe(
      '/placeAnOrder?items=12%3A3%3A2%2C40%3A5%3A1&source=fastOrder',
    );
  });

  it('reads back the lines it wrote and drops malformed parts', () => {
    const url = new URL(checkoutAddress('fastOrder', items), 'http://x');
    expect(checkoutItems(url.searchParams)).toEqual(items);
    expect(checkoutItems(new URLSearchParams('items=1:2:3,x:1:1,4:5,6:7:-1'))).toEqual([
      { skuId: '1', supplierShopId: '2', num: 3 },
    ]);
  });
});
