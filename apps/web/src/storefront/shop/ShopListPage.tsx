import { Empty, Input, Pagination, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useViewport } from '../../app/viewport';
import { LoadError } from '../common/LoadError';
import { ShopListCard } from './ShopListCard';
import { useShopList } from './shop-queries';
import { parseShopListQuery, SHOP_LIST_PAGE_SIZE, type ShopListQuery, toShopListSearch } from './shop-query';
import './shop.css';

type KindChoice = 'all' | 'ecommerce' | 'agreement';

/** `/shopList`: open supplier shops, searched by name and filtered by supplier kind, paged. */
export default function ShopListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const viewport = useViewport();
  const query = parseShopListQuery(location.search);
  const shops = useShopList(query);
  const go = (next: ShopListQuery) => {
    const search = toShopListSearch(next);
    navigate({ pathname: '/shopList', search: search ? `?${search}` : '' });
  };

  return (
    <div className="pm-store-inner pm-shop-list-page" data-testid="shop-list-page">
      <div className="pm-shop-list-toolbar">
        <h1>{t('menu.shopList')}</h1>
        <Segmented<KindChoice>
          value={query.kind ?? 'all'}
          onChange={(kind) => go({ ...query, kind: kind === 'all' ? undefined : kind, pageNo: 1 })}
          options={(['all', 'ecommerce', 'agreement'] as const).map((kind) => ({
            value: kind,
            label: t(`mallShop.kindFilter.${kind}`),
          }))}
          data-testid="shop-kind-filter"
        />
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          allowClear
          maxLength={50}
          placeholder={t('mallShop.searchShops')}
          className="pm-shop-list-search"
          data-testid="shop-list-search"
          onSearch={(keyword) => go({ ...query, keyword: keyword.trim(), pageNo: 1 })}
        />
      </div>
      {shops.isError ? (
        <LoadError error={shops.error} onRetry={() => void shops.refetch()} />
      ) : !shops.data ? (
        <div className="pm-shop-grid">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <div key={index} className="pm-shop-tile">
              <Skeleton active avatar paragraph={{ rows: 2 }} />
            </div>
          ))}
        </div>
      ) : shops.data.rows.length === 0 ? (
        <Empty className="pm-store-state" description={t('mallShop.noShops')} data-testid="shop-list-empty" />
      ) : (
        <div className={`pm-shop-grid${shops.isPlaceholderData ? ' is-refreshing' : ''}`}>
          {shops.data.rows.map((shop) => (
            <ShopListCard key={shop.supplierShopId} shop={shop} />
          ))}
        </div>
      )}
      {shops.data && shops.data.total > SHOP_LIST_PAGE_SIZE && (
        <Pagination
          className="pm-list-pagination"
          current={query.pageNo}
          pageSize={SHOP_LIST_PAGE_SIZE}
          total={shops.data.total}
          showSizeChanger={false}
          simple={viewport === 'mobile'}
          onChange={(pageNo) => go({ ...query, pageNo })}
        />
      )}
    </div>
  );
}
