import { describe, expect, it } from 'vitest';
import { isChosenBand } from './FacetPanel';
import {
  EMPTY_LIST_QUERY,
  hasFilters,
  listHref,
  MAX_LIST_PAGE,
  parseListQuery,
  refine,
  toggleId,
  toListSearch,
  toSearchGoodsInput,
  withoutFilters,
} from './list-query';

describe('result page address', () => {
  it('reads every part of a shared address', () => {
    const query = parseListQuery(
      'keyword=M6%20%E8%9E%BA%E4%B8%9D&fc=12&categoryId=34&brandIds=5,6&supplierIds=7&priceMin=1.5&priceMax=200&sort=priceAsc&pageNo=3&view=list',
    );
    expect(query).toEqual({
      keyword: 'M6 螺丝',
      fc: '12',
      categoryId: '34',
      brandIds: ['5', '6'],
      supplierIds: ['7'],
      priceMin: '1.5',
      priceMax: '200',
      sort: 'priceAsc',
      pageNo: 3,
      view: 'list',
    });
  });

  it('writes and reads back the same query', () => {
    const query = {
      ...EMPTY_LIST_QUERY,
      keyword: '得力 订书机',
      brandIds: ['9', '10'],
      priceMax: '99.90',
      sort: 'sales' as const,
      pageNo: 2,
    };
    expect(parseListQuery(toListSearch(query))).toEqual(query);
  });

  it('leaves defaults out of the address', () => {
    expect(toListSearch(EMPTY_LIST_QUERY)).toBe('');
    expect(listHref()).toBe('/list');
    expect(listHref({ keyword: '螺丝' })).toBe(`/list?keyword=${encodeURIComponent('螺丝')}`);
    expect(listHref({ fc: '3' })).toBe('/list?fc=3');
  });

  it('falls back to defaults for malformed parts', () => {
    const query = parseListQuery(
      'fc=abc&categoryId=0&brandIds=1,x,1,-2&priceMin=01&priceMax=1.234&sort=cheapest&pageNo=-1&view=table',
    );
    expect(query).toEqual({ ...EMPTY_LIST_QUERY, brandIds: ['1'] });
    expect(parseListQuery('pageNo=2.5').pageNo).toBe(1);
    expect(parseListQuery(`pageNo=${MAX_LIST_PAGE + 1}`).pageNo).toBe(MAX_LIST_PAGE);
    expect(parseListQuery('pageNo=999').pageNo).toBe(MAX_LIST_PAGE);
    expect(parseListQuery(`pageNo=${MAX_LIST_PAGE}`).pageNo).toBe(MAX_LIST_PAGE);
  });

  it('trims the keyword and cuts it to the longest the search accepts', () => {
    expect(parseListQuery('keyword=%20%20abc%20').keyword).toBe('abc');
    expect(parseListQuery(`keyword=${'a'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('swaps a price range given the wrong way round', () => {
    const query = parseListQuery('priceMin=100&priceMax=20');
    expect([query.priceMin, query.priceMax]).toEqual(['20', '100']);
  });
});

describe('refining a search', () => {
  it('starts again at page one', () => {
    const query = { ...EMPTY_LIST_QUERY, pageNo: 4 };
    expect(refine(query, { sort: 'newest' })).toMatchObject({ sort: 'newest', pageNo: 1 });
  });

  it('toggles a facet id', () => {
    expect(toggleId(['1', '2'], '2')).toEqual(['1']);
    expect(toggleId(['1'], '2')).toEqual(['1', '2']);
  });

  it('knows whether filters narrow the search and drops them all at once', () => {
    const query = {
      ...EMPTY_LIST_QUERY,
      keyword: 'x',
      brandIds: ['1'],
      priceMin: '5',
      view: 'list' as const,
    };
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters({ ...EMPTY_LIST_QUERY, keyword: 'x' })).toBe(false);
    expect(withoutFilters(query)).toEqual({ ...EMPTY_LIST_QUERY, keyword: 'x', view: 'list' });
  });
});

describe('search call input', () => {
  it('sends only the parts that are set, the storefront category as frontCategoryId', () => {
    expect(toSearchGoodsInput({ ...EMPTY_LIST_QUERY, keyword: '螺丝', fc: '8', pageNo: 2 })).toEqual({
      keyword: '螺丝',
      frontCategoryId: '8',
      sort: 'relevance',
      pageNo: 2,
      pageSize: 20,
    });
    expect(
      toSearchGoodsInput({ ...EMPTY_LIST_QUERY, brandIds: ['1'], supplierIds: ['2'], priceMax: '10' }),
    ).toMatchObject({ brandIds: ['1'], supplierIds: ['2'], priceMax: '10' });
  });
});

describe('the chosen price band', () => {
  it('is the band whose limits are the range in force, amounts compared as money', () => {
    const query = { ...EMPTY_LIST_QUERY, priceMin: '20', priceMax: '50.00' };
    expect(isChosenBand(query, { min: '20.00', max: '50.00' })).toBe(true);
    expect(isChosenBand(query, { min: '50.00', max: '100.00' })).toBe(false);
    expect(isChosenBand({ ...EMPTY_LIST_QUERY, priceMin: '500.00' }, { min: '500.00', max: null })).toBe(
      true,
    );
    expect(isChosenBand(EMPTY_LIST_QUERY, { min: '0.00', max: '20.00' })).toBe(false);
  });
});
