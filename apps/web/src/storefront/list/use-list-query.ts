import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ListQuery, parseListQuery, toListSearch } from './list-query';

/** The result page's query, read from and written to the address (so back/forward and sharing work). */
export function useListQuery(): [ListQuery, (next: ListQuery, options?: { replace?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(location.search), [location.search]);
  const go = useCallback(
    (next: ListQuery, options?: { replace?: boolean }) => {
      const search = toListSearch(next);
      navigate({ pathname: '/list', search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
  // The address says the page shown: a page number read otherwise than written (999, 2.5) is rewritten.
  useEffect(() => {
    const written = new URLSearchParams(location.search).get('pageNo');
    if (written !== null && written !== String(query.pageNo)) go(query, { replace: true });
  }, [location.search, query, go]);
  return [query, go];
}
