import { MAX_SEARCH_RESULT_WINDOW } from '@procuremart/contract';
import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useViewport } from '../../app/viewport';
import { LoadError } from '../common/LoadError';
import { NotFoundState } from '../common/NotFoundState';
import { GoodsGrid, GoodsGridSkeleton } from '../goods/GoodsGrid';
import { SortBar } from '../list/SortBar';
import { ShopCategories } from './ShopCategories';
import { ShopHeader } from './ShopHeader';
import { useShopGoods } from './shop-queries';
import { SHOP_GOODS_PAGE_SIZE, type ShopGoodsQuery, shopGoodsHref } from './shop-query';
import { useShopPage } from './use-shop-page';
import './shop.css';

/** `/shopGoodList?shopId=&keyword=&categoryId=`: one shop's goods with search, categories, sort and paging. */
export default function ShopGoodListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewport = useViewport();
  const { query, shop, notFound } = useShopPage();
  const goods = useShopGoods(query);
  const shopId = query.shopId;

  if (notFound || !shopId)
    return (
      <div className="pm-store-inner">
        <NotFoundState
          title={t('mallShop.notFound')}
          hint={t('mallShop.notFoundHint')}
          testId="shop-not-found"
        />
      </div>
    );
  const go = (change: Partial<ShopGoodsQuery>) =>
    navigate(shopGoodsHref({ ...query, pageNo: 1, ...change, shopId }));

  return (
    <div className="pm-store-inner pm-shop-page" data-testid="shop-goods-page">
      {shop.data ? (
        <ShopHeader shop={shop.data} keyword={query.keyword} />
      ) : shop.isError ? (
        <LoadError error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <div className="pm-shop-body">
        {shop.data && (
          <ShopCategories shopId={shopId} categories={shop.data.categories} current={query.categoryId} />
        )}
        <section className="pm-shop-goods">
          {query.keyword && (
            <div className="pm-selected-filters" data-testid="shop-selected-filters">
              <span className="pm-selected-title">{t('mallList.selected')}</span>
              <Tag
                closable
                data-testid="filter-tag-keyword"
                onClose={(event) => {
                  event.preventDefault();
                  go({ keyword: '' });
                }}
              >
                {t('mallList.tag.keyword', { keyword: query.keyword })}
              </Tag>
            </div>
          )}
          <SortBar
            sort={query.sort}
            total={goods.data?.total}
            onSort={(sort) => go({ sort })}
            sorts={['sales', 'price', 'newest']}
          />
          {goods.isError ? (
            <LoadError error={goods.error} onRetry={() => void goods.refetch()} />
          ) : !goods.data ? (
            <GoodsGridSkeleton count={SHOP_GOODS_PAGE_SIZE} />
          ) : goods.data.rows.length === 0 ? (
            <Empty
              className="pm-store-state"
              description={
                query.keyword
                  ? t('mallShop.noGoodsKeyword', { keyword: query.keyword })
                  : t('mallShop.noGoods')
              }
              data-testid="shop-goods-empty"
            />
          ) : (
            <div className={goods.isPlaceholderData ? 'is-refreshing' : undefined}>
              <GoodsGrid goods={goods.data.rows} />
            </div>
          )}
          {goods.data && goods.data.total > SHOP_GOODS_PAGE_SIZE && (
            <Pagination
              className="pm-list-pagination"
              current={query.pageNo}
              pageSize={SHOP_GOODS_PAGE_SIZE}
              total={Math.min(goods.data.total, MAX_SEARCH_RESULT_WINDOW)}
              showSizeChanger={false}
              simple={viewport === 'mobile'}
              onChange={(pageNo) => {
                go({ pageNo });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
