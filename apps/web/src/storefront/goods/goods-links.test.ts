import { describe, expect, it } from 'vitest';
import { detailPath, detailPathOf, shopIndexPath, showsMarketPrice } from './goods-links';

const card = { skuId: '11', supplierShopId: '22', supplierId: '33' };

describe('goods links', () => {
  it('opens e-commerce goods as e-commerce details and agreement suppliers goods outside agreements', () => {
    expect(detailPathOf({ ...card, supplierKind: 'ecommerce' })).toBe('/ecDetail/11/22/33');
    expect(detailPathOf({ ...card, supplierKind: 'agreement' })).toBe('/unagrdetail/11/22/33');
    expect(detailPath(card, 'unagrdetail')).toBe('/unagrdetail/11/22/33');
    expect(shopIndexPath('22')).toBe('/shopIndex?shopId=22');
  });

  it('strikes the market price through only when it is above the price', () => {
    expect(showsMarketPrice('9.90', '12.00')).toBe(true);
    expect(showsMarketPrice('12.00', '12')).toBe(false);
    expect(showsMarketPrice('12.00', '')).toBe(false);
  });
});
