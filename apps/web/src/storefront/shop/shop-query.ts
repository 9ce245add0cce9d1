import {
  type CallInput,
  type getShopGoods,
  isSearchSort,
  MAX_KEYWORD_LENGTH,
  MAX_SEARCH_RESULT_WINDOW,
  type queryShopList,
  type SearchSort,
  supplierKindSchema,
} from '@procuremart/contract';

const ID = /^[1-9]\d{0,17}$/;
export const SHOP_LIST_PAGE_SIZE = 12;
export const SHOP_GOODS_PAGE_SIZE = 20;
const MAX_SHOP_GOODS_PAGE = Math.floor(MAX_SEARCH_RESULT_WINDOW / SHOP_GOODS_PAGE_SIZE);

const idParam = (value: string | null) => (value && ID.test(value) ? value : undefined);
const keywordParam = (value: string | null) => (value ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);

function pageParam(value: string | null, max = Number.MAX_SAFE_INTEGER): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
}

function toSearch(entries: [string, string | number | undefined][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export interface ShopListQuery {
  keyword: string;
  kind?: 'ecommerce' | 'agreement';
  pageNo: number;
}

export function parseShopListQuery(search: string): ShopListQuery {
  const params = new URLSearchParams(search);
  const kind = supplierKindSchema.safeParse(params.get('kind'));
  return {
    keyword: keywordParam(params.get('keyword')),
    kind: kind.success ? kind.data : undefined,
    pageNo: pageParam(params.get('pageNo')),
  };
}

export function toShopListSearch(query: ShopListQuery): string {
  return toSearch([
    ['keyword', query.keyword],
    ['kind', query.kind],
    ['pageNo', query.pageNo > 1 ? query.pageNo : undefined],
  ]);
}

export function toShopListInput(query: ShopListQuery): CallInput<typeof queryShopList> {
  return {
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.kind ? { supplierKind: query.kind } : {}),
    pageNo: query.pageNo,
    pageSize: SHOP_LIST_PAGE_SIZE,
  };
}

/** `/shopGoodList?shopId=&keyword=&categoryId=`: one shop's goods. */
export interface ShopGoodsQuery {
  shopId?: string;
  keyword: string;
  categoryId?: string;
  sort: SearchSort;
  pageNo: number;
}

export const DEFAULT_SHOP_GOODS_SORT: SearchSort = 'sales';

export function parseShopGoodsQuery(search: string): ShopGoodsQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    shopId: idParam(params.get('shopId')),
    keyword: keywordParam(params.get('keyword')),
    categoryId: idParam(params.get('categoryId')),
    sort: isSearchSort(sort) ? sort : DEFAULT_SHOP_GOODS_SORT,
    pageNo: pageParam(params.get('pageNo'), MAX_SHOP_GOODS_PAGE),
  };
}

export function shopGoodsHref(query: Partial<ShopGoodsQuery> & { shopId: string }): string {
  const search = toSearch([
    ['shopId', query.shopId],
    ['keyword', query.keyword],
    ['categoryId', query.categoryId],
    ['sort', query.sort && query.sort !== DEFAULT_SHOP_GOODS_SORT ? query.sort : undefined],
    ['pageNo', query.pageNo && query.pageNo > 1 ? query.pageNo : undefined],
  ]);
  return `/shopGoodList?${search}`;
}

export function toShopGoodsInput(
  query: ShopGoodsQuery & { shopId: string },
  pageSize = SHOP_GOODS_PAGE_SIZE,
): CallInput<typeof getShopGoods> {
  return {
    supplierShopId: query.shopId,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    sort: query.sort,
    pageNo: query.pageNo,
    pageSize,
  };
}
