import { type PageName, type PageParams, readPageParams } from '@procuremart/contract';
import { useRouteMatch } from '../route-context';
import { useTabQuery } from './tab-title';

/** A page, or the pages one component shows (e.g. a supplier's off-shelf and listing-request details). */
export type PageOrPages<N extends PageName> = N | readonly N[];

/**
 * The parameters a page's manifest declares, read from the query its tab was opened with (`pageLink` writes
 * them): a missing required one is '' (the page shows "not found"), a missing optional one undefined. A
 * component shown by several pages names them all and reads those of the one showing it.
 */
export function usePageParams<N extends PageName>(page: PageOrPages<N>): PageParams<N> {
  const current = useRouteMatch()?.entry.name;
  const pages: readonly N[] = typeof page === 'string' ? [page as N] : (page as readonly N[]);
  const shown = pages.find((name) => name === current) ?? pages[0];
  const query = useTabQuery();
  if (shown === undefined) throw new Error('usePageParams needs a page');
  return readPageParams(shown, query);
}
