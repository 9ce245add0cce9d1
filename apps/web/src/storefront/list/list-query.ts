import {
  type CallInput,
  isSearchSort,
  MAX_KEYWORD_LENGTH,
  MAX_SEARCH_RESULT_WINDOW,
  type SearchSort,
  type searchGoods,
  toCents,
} from '@procuremart/contract';
import { isPrice } from './price-range';

export type ListView = 'grid' | 'list';

/** Everything a result page shows, as held in its address so that it can be shared and navigated back to. */
export interface ListQuery {
  keyword: string;
  /** A storefront navigation category. */
  fc?: string;
  /** A catalogue category (the category facet). */
  categoryId?: string;
  brandIds: string[];
  supplierIds: string[];
  priceMin?: string;
  priceMax?: string;
  sort: SearchSort;
  pageNo: number;
  view: ListView;
}

export const LIST_PAGE_SIZE = 20;
/** The deepest page the search serves at this page size. */
export const MAX_LIST_PAGE = Math.floor(MAX_SEARCH_RESULT_WINDOW / LIST_PAGE_SIZE);
const MAX_IDS = 20;
const ID = /^[1-9]\d{0,17}$/;

export const EMPTY_LIST_QUERY: ListQuery = {
  keyword: '',
  brandIds: [],
  supplierIds: [],
  sort: 'relevance',
  pageNo: 1,
  view: 'grid',
};

const idParam = (value: string | null) => (value && ID.test(value) ? value : undefined);
const priceParam = (value: string | null) => (value && isPrice(value) ? value : undefined);

function idListParam(value: string | null): string[] {
  const ids = (value ?? '').split(',').filter((id) => ID.test(id));
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/** A page number: malformed ones are page 1, ones past the deepest page the search serves are that page. */
function pageParam(value: string | null): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_LIST_PAGE);
}

/** Reads a result page address; anything malformed falls back to its default instead of failing. */
export function parseListQuery(search: string | URLSearchParams): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  let priceMin = priceParam(params.get('priceMin'));
  let priceMax = priceParam(params.get('priceMax'));
  if (priceMin && priceMax && toCents(priceMin) > toCents(priceMax))
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH),
    fc: idParam(params.get('fc')),
    categoryId: idParam(params.get('categoryId')),
    brandIds: idListParam(params.get('brandIds')),
    supplierIds: idListParam(params.get('supplierIds')),
    priceMin,
    priceMax,
    sort: isSearchSort(sort) ? sort : 'relevance',
    pageNo: pageParam(params.get('pageNo')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The address query of a result page, defaults left out so that equal pages have equal addresses. */
export function toListSearch(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.fc) params.set('fc', query.fc);
  if (query.categoryId) params.set('categoryId', query.categoryId);
  if (query.brandIds.length) params.set('brandIds', query.brandIds.join(','));
  if (query.supplierIds.length) params.set('supplierIds', query.supplierIds.join(','));
  if (query.priceMin) params.set('priceMin', query.priceMin);
  if (query.priceMax) params.set('priceMax', query.priceMax);
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.pageNo > 1) params.set('pageNo', String(query.pageNo));
  if (query.view !== 'grid') params.set('view', query.view);
  return params.toString();
}

/** The address of a result page; only the parts given differ from a fresh search. */
export function listHref(query: Partial<ListQuery> = {}): string {
  const search = toListSearch({ ...EMPTY_LIST_QUERY, ...query });
  return search ? `/list?${search}` : '/list';
}

/** A filter or sort change: the results start again at page one. */
export function refine(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...query, ...change, pageNo: 1 };
}

export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(0, MAX_IDS);
}

/** Whether anything besides the keyword narrows the results. */
export function hasFilters(query: ListQuery): boolean {
  return Boolean(
    query.fc ||
      query.categoryId ||
      query.brandIds.length ||
      query.supplierIds.length ||
      query.priceMin ||
      query.priceMax,
  );
}

/** The same search without any filter (keyword and view kept). */
export function withoutFilters(query: ListQuery): ListQuery {
  return { ...EMPTY_LIST_QUERY, keyword: query.keyword, view: query.view, sort: query.sort };
}

export function toSearchGoodsInput(query: ListQuery): CallInput<typeof searchGoods> {
  return {
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.fc ? { frontCategoryId: query.fc } : {}),
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    ...(query.brandIds.length ? { brandIds: query.brandIds } : {}),
    ...(query.supplierIds.length ? { supplierIds: query.supplierIds } : {}),
    ...(query.priceMin ? { priceMin: query.priceMin } : {}),
    ...(query.priceMax ? { priceMax: query.priceMax } : {}),
    sort: query.sort,
    pageNo: query.pageNo,
    pageSize: LIST_PAGE_SIZE,
  };
}
