import { idSchema } from '@procuremart/contract';
import { getSkuDetail } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useRouteMatch } from '../../app/route-context';
import { useLocalName } from '../../i18n/local-name';
import { isNotFound } from '../common/is-not-found';
import { LoadError } from '../common/LoadError';
import { NotFoundState } from '../common/NotFoundState';
import { useDocumentTitle } from '../common/use-document-title';
import type { DetailRouteName } from '../goods/goods-links';
import { goodsKeys } from '../goods/keys';
import { AttributeTable } from './AttributeTable';
import { BuyBox } from './BuyBox';
import { DetailBreadcrumb } from './DetailBreadcrumb';
import { Gallery } from './Gallery';
import { ShopCard } from './ShopCard';
import './detail.css';

// Loaded after the product itself: the strip is below the fold.
const RelatedGoodsStrip = lazy(() => import('./RelatedGoodsStrip'));

/** `/ecDetail/:skuId/:supplierShopId/:supplierId` and `/unagrdetail/...`: one SKU as one shop sells it. */
export default function GoodsDetailPage() {
  const { t } = useTranslation();
  const match = useRouteMatch();
  const route: DetailRouteName = match?.entry.name === 'unagrdetail' ? 'unagrdetail' : 'ecDetail';
  const skuId = match?.params.skuId ?? '';
  const supplierShopId = match?.params.supplierShopId ?? '';
  const wellFormed = idSchema.safeParse(skuId).success && idSchema.safeParse(supplierShopId).success;
  const detail = useQuery({
    queryKey: goodsKeys.sku(skuId, supplierShopId),
    queryFn: () => api(getSkuDetail, { skuId, supplierShopId }, { notify: false }),
    enabled: wellFormed,
  });
  const nameOf = useLocalName();
  const name = detail.data ? nameOf(detail.data.skuName, detail.data.skuNameEn) : undefined;
  useDocumentTitle(name);

  if (!wellFormed || isNotFound(detail.error))
    return (
      <div className="pm-store-inner">
        <NotFoundState
          title={t('goodsDetail.notFound')}
          hint={t('goodsDetail.notFoundHint')}
          testId="detail-not-found"
        />
      </div>
    );
  if (detail.isError)
    return (
      <div className="pm-store-inner">
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );

  const data = detail.data;
  return (
    <div className="pm-store-inner pm-detail-page" data-testid="goods-detail-page">
      {data ? <DetailBreadcrumb detail={data} /> : <Skeleton active title={false} paragraph={{ rows: 1 }} />}
      <div className="pm-detail-top">
        {data ? (
          <>
            <Gallery pictures={data.pictures} name={name ?? data.skuName} />
            <BuyBox detail={data} route={route} />
            <aside className="pm-detail-side">
              <ShopCard shop={data.shop} />
            </aside>
          </>
        ) : (
          <>
            <div className="pm-gallery">
              <div className="pm-gallery-main pm-skeleton-block" />
            </div>
            <section className="pm-buy-box">
              <Skeleton active paragraph={{ rows: 8 }} />
            </section>
          </>
        )}
      </div>
      {data && (
        <Card title={t('goodsDetail.specification')} className="pm-detail-spec" variant="borderless">
          <AttributeTable groups={data.attributeGroups} />
        </Card>
      )}
      {data && (
        <Suspense fallback={null}>
          <RelatedGoodsStrip spuId={data.spuId} />
        </Suspense>
      )}
    </div>
  );
}
