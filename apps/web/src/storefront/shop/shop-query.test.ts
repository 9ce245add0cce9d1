import { describe, expect, it } from 'vitest';
import {
  parseShopGoodsQuery,
  parseShopListQuery,
  shopGoodsHref,
  toShopGoodsInput,
  toShopListInput,
  toShopListSearch,
} from './shop-query';

describe('shop list address', () => {
  it('reads and writes keyword, supplier kind and page', () => {
    const query = parseShopListQuery('keyword=%E5%BE%97%E5%8A%9B&kind=agreement&pageNo=2');
    expect(query).toEqual({ keyword: '得力', kind: 'agreement', pageNo: 2 });
    expect(parseShopListQuery(toShopListSearch(query))).toEqual(query);
    expect(toShopListSearch({ keyword: '', pageNo: 1 })).toBe('');
  });

  it('ignores an unknown kind and a bad page', () => {
    expect(parseShopListQuery('kind=retail&pageNo=0')).toEqual({ keyword: '', kind: undefined, pageNo: 1 });
  });

  it('asks for the kind as supplierKind', () => {
    expect(toShopListInput({ keyword: '', kind: 'ecommerce', pageNo: 3 })).toEqual({
      supplierKind: 'ecommerce',
      pageNo: 3,
      pageSize: 12,
    });
  });
});

describe('shop goods address', () => {
  it('reads the shop, keyword, category, sort and page', () => {
    expect(parseShopGoodsQuery('shopId=7&keyword=%20pen%20&categoryId=9&sort=priceAsc&pageNo=2')).toEqual({
      shopId: '7',
      keyword: 'pen',
      categoryId: '9',
      sort: 'priceAsc',
      pageNo: 2,
    });
    expect(parseShopGoodsQuery('shopId=abc')).toEqual({ keyword: '', sort: 'sales', pageNo: 1 });
  });

  it('writes only what differs from the default', () => {
    expect(shopGoodsHref({ shopId: '7' })).toBe('/shopGoodList?shopId=7');
    expect(shopGoodsHref({ shopId: '7', keyword: 'pen', sort: 'newest', pageNo: 2 })).toBe(
      '/shopGoodList?shopId=7&keyword=pen&sort=newest&pageNo=2',
    );
  });

  it('builds the shop goods call input', () => {
    expect(toShopGoodsInput({ shopId: '7', keyword: '', sort: 'sales', pageNo: 1 }, 10)).toEqual({
      supplierShopId: '7',
      sort: 'sales',
      pageNo: 1,
      pageSize: 10,
    });
  });
});
