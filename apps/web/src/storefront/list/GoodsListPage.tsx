import { FilterOutlined } from '@ant-design/icons';
import { MAX_SEARCH_RESULT_WINDOW } from '@procuremart/contract';
import { searchGoods } from '@procuremart/contract/refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Pagination } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useViewport } from '../../app/viewport';
import { useCategoryTree } from '../category/use-category-tree';
import { LoadError } from '../common/LoadError';
import { useScrollRestore } from '../common/use-scroll-restore';
import { GoodsGrid, GoodsGridSkeleton } from '../goods/GoodsGrid';
import { searchKeys } from '../search/keys';
import { useHotWords } from '../search/search-queries';
import { FacetPanel } from './FacetPanel';
import { ListEmpty } from './ListEmpty';
import { ListHeading } from './ListHeading';
import { LIST_PAGE_SIZE, type ListQuery, MAX_LIST_PAGE, refine, toSearchGoodsInput } from './list-query';
import { SelectedFilters } from './SelectedFilters';
import { SortBar } from './SortBar';
import { useFacetNames } from './use-facet-names';
import { useListQuery } from './use-list-query';
import './list.css';

/** `/list`: search results with facets, sort, price range, grid/list views and paging, all held in the URL. */
export default function GoodsListPage() {
  const { t } = useTranslation();
  const viewport = useViewport();
  const [query, go] = useListQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const tree = useCategoryTree();
  const { words: hotWords } = useHotWords();
  const input = toSearchGoodsInput(query);
  const result = useQuery({
    queryKey: searchKeys.goods(input),
    queryFn: () => api(searchGoods, input, { notify: false }),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const facetName = useFacetNames(data?.facets);
  const total = data?.total;
  const lastPage = Math.min(MAX_LIST_PAGE, Math.max(1, Math.ceil((total ?? 0) / LIST_PAGE_SIZE)));
  const stale = result.isPlaceholderData;
  // Back from a product: the list where it was left.
  useScrollRestore(Boolean(data) && !stale);

  // A shared address may point past the last page of today's results: show the last page instead.
  useEffect(() => {
    if (!stale && data && data.rows.length === 0 && data.total > 0 && query.pageNo > lastPage)
      go({ ...query, pageNo: lastPage }, { replace: true });
  }, [stale, data, query, lastPage, go]);

  const change = (next: ListQuery) => {
    setFiltersOpen(false);
    go(next);
  };
  const changePage = (pageNo: number) => {
    go({ ...query, pageNo });
    window.scrollTo({ top: 0 });
  };

  const facets = data && data.total > 0 && (
    <FacetPanel query={query} facets={data.facets} onChange={change} />
  );
  const mobile = viewport === 'mobile';
  const filterCount =
    query.brandIds.length +
    query.supplierIds.length +
    (query.categoryId ? 1 : 0) +
    (query.priceMin || query.priceMax ? 1 : 0);

  return (
    <div className="pm-store-inner pm-list-page" data-testid="goods-list-page">
      <div className="pm-list-top">
        <ListHeading query={query} tree={tree.data ?? []} />
        {mobile && (
          <Badge count={filterCount} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)} data-testid="filters-open">
              {t('mallList.filters')}
            </Button>
          </Badge>
        )}
      </div>
      {mobile ? (
        <Drawer
          placement="bottom"
          size="80%"
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={t('mallList.filters')}
          data-testid="filters-drawer"
        >
          {facets}
        </Drawer>
      ) : (
        facets
      )}
      <SelectedFilters query={query} tree={tree.data ?? []} facetName={facetName} onChange={change} />
      <SortBar
        sort={query.sort}
        total={total}
        onSort={(sort) => change(refine(query, { sort }))}
        view={query.view}
        onView={(view) => go({ ...query, view }, { replace: true })}
      />
      <div className={`pm-list-results${stale && result.isFetching ? ' is-refreshing' : ''}`}>
        {result.isError ? (
          <LoadError error={result.error} onRetry={() => void result.refetch()} />
        ) : !data ? (
          <GoodsGridSkeleton count={LIST_PAGE_SIZE} />
        ) : data.rows.length === 0 ? (
          data.total === 0 && (
            <ListEmpty query={query} didYouMean={data.didYouMean} hotWords={hotWords} onChange={change} />
          )
        ) : (
          <GoodsGrid goods={data.rows} view={query.view} />
        )}
      </div>
      {data && !result.isError && data.total > LIST_PAGE_SIZE && (
        <Pagination
          className="pm-list-pagination"
          current={query.pageNo}
          pageSize={LIST_PAGE_SIZE}
          total={Math.min(data.total, MAX_SEARCH_RESULT_WINDOW)}
          showSizeChanger={false}
          simple={mobile}
          onChange={changePage}
          data-testid="list-pagination"
        />
      )}
    </div>
  );
}
