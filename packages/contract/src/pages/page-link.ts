import { type PageEntry, paramName } from './define-page';
import { allPages, type PageName, type PageParamsMap } from './index';

/** A page's parameters as its manifest declares them: `'x'` required, `'x?'` optional. */
export type PageParams<N extends PageName> = PageParamsMap[N];

/** What `pageLink` takes after the page: nothing for a page without parameters, the object otherwise. */
export type PageLinkArgs<N extends PageName> = keyof PageParams<N> extends never
  ? []
  : Record<never, never> extends PageParams<N>
    ? [params?: PageParams<N>]
    : [params: PageParams<N>];

/** The pages that read parameter `K` (e.g. every page opened with `?orderId=`). */
export type PageWithParam<K extends string> = {
  [N in PageName]: K extends keyof PageParams<N> ? N : never;
}[PageName];

const byName = new Map<string, PageEntry>(allPages.map((page) => [page.name, page]));

function entryOf(page: string): PageEntry {
  const entry = byName.get(page);
  if (entry?.kind !== 'page' && entry?.kind !== 'public') throw new Error(`no page is called ${page}`);
  return entry;
}

/**
 * The address of a back-office or storefront page with its parameters (`/index/agrMyOrderDetail?orderId=12`), values
 * encoded; only the parameters the page's manifest declares, the required ones required (both by type).
 */
export function pageLink<N extends PageName>(page: N, ...[params]: PageLinkArgs<N>): string {
  const entry = entryOf(page);
  const values = (params ?? {}) as Record<string, string | undefined>;
  const query = new URLSearchParams();
  for (const declared of entry.params) {
    const value = values[paramName(declared)];
    if (value !== undefined && value !== '') query.set(paramName(declared), value);
  }
  const search = query.toString();
  return search ? `${entry.path}?${search}` : entry.path;
}

/**
 * The parameters a page declares, read from its address's query: a missing required one is '' (the page
 * shows "not found"), a missing optional one undefined; anything else in the query is left out.
 */
export function readPageParams<N extends PageName>(
  page: N,
  query: Readonly<Record<string, string>>,
): PageParams<N> {
  const params: Record<string, string> = {};
  for (const declared of entryOf(page).params) {
    const name = paramName(declared);
    const value = query[name];
    if (value !== undefined) params[name] = value;
    else if (name === declared) params[name] = '';
  }
  return params as PageParams<N>;
}
