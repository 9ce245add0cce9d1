import { RightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { LoadError } from '../common/LoadError';
import { NotFoundState } from '../common/NotFoundState';
import { GoodsGrid, GoodsGridSkeleton } from '../goods/GoodsGrid';
import { ShopCategories } from './ShopCategories';
import { ShopHeader } from './ShopHeader';
import { useShopGoods } from './shop-queries';
import { DEFAULT_SHOP_GOODS_SORT, shopGoodsHref } from './shop-query';
import { useShopPage } from './use-shop-page';
import './shop.css';

const SHOWCASE_SIZE = 20;

/** `/shopIndex?shopId=`: the shop's banner, its categories and its best-selling goods. */
export default function ShopIndexPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { query, shop, notFound } = useShopPage();
  const goods = useShopGoods(
    { shopId: query.shopId, keyword: '', sort: DEFAULT_SHOP_GOODS_SORT, pageNo: 1 },
    SHOWCASE_SIZE,
  );

  if (notFound)
    return (
      <div className="pm-store-inner">
        <NotFoundState
          title={t('mallShop.notFound')}
          hint={t('mallShop.notFoundHint')}
          testId="shop-not-found"
        />
      </div>
    );
  if (shop.isError)
    return (
      <div className="pm-store-inner">
        <LoadError error={shop.error} onRetry={() => void shop.refetch()} />
      </div>
    );
  if (!shop.data || !query.shopId)
    return (
      <div className="pm-store-inner pm-shop-page">
        <Skeleton active paragraph={{ rows: 2 }} />
        <GoodsGridSkeleton />
      </div>
    );

  return (
    <div className="pm-store-inner pm-shop-page" data-testid="shop-index-page">
      <ShopHeader shop={shop.data} />
      {shop.data.description && (
        <p className="pm-shop-description">{nameOf(shop.data.description, shop.data.descriptionEn)}</p>
      )}
      <div className="pm-shop-body">
        <ShopCategories shopId={query.shopId} categories={shop.data.categories} />
        <section className="pm-shop-goods">
          <header className="pm-floor-head">
            <h2>{t('mallShop.hotGoods')}</h2>
            <Link to={shopGoodsHref({ shopId: query.shopId })} data-testid="shop-all-goods">
              {t('mallShop.allGoods')} <RightOutlined />
            </Link>
          </header>
          {goods.isError ? (
            <LoadError error={goods.error} onRetry={() => void goods.refetch()} />
          ) : goods.data?.rows.length === 0 ? (
            <Empty
              className="pm-store-state"
              description={t('mallShop.noGoods')}
              data-testid="shop-goods-empty"
            />
          ) : goods.data ? (
            <GoodsGrid goods={goods.data.rows} />
          ) : (
            <GoodsGridSkeleton />
          )}
        </section>
      </div>
    </div>
  );
}
