import { ShopOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { shopIndexPath } from '../goods/goods-links';
import { ShopRating } from '../shop/ShopRating';
import { SupplierKindTag } from '../shop/SupplierKindTag';
import type { SkuDetail } from './detail-types';
import '../shop/shop.css';

/** The shop that sells this SKU: name, rating, supplier, and the way into the shop. */
export function ShopCard({ shop }: { shop: SkuDetail['shop'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useLocalName();
  return (
    <Card
      size="small"
      className="pm-shop-card"
      data-testid="shop-card"
      title={
        <span className="pm-shop-card-title">
          <ShopOutlined /> <span className="pm-ellipsis">{nameOf(shop.shopName, shop.shopNameEn)}</span>
        </span>
      }
    >
      <dl className="pm-shop-card-facts">
        <dt>{t('mallShop.rating')}</dt>
        <dd>
          <ShopRating rating={shop.rating} />
        </dd>
        <dt>{t('mallShop.supplier')}</dt>
        <dd>
          {nameOf(shop.supplierName, shop.supplierNameEn)} <SupplierKindTag kind={shop.supplierKind} />
        </dd>
        {shop.servicePhone && (
          <>
            <dt>{t('mallShop.phone')}</dt>
            <dd>{shop.servicePhone}</dd>
          </>
        )}
        <dt>{t('mallShop.goodsCount')}</dt>
        <dd>{shop.goodsCount}</dd>
      </dl>
      <Button
        block
        onClick={() => navigate(shopIndexPath(shop.supplierShopId))}
        data-testid="shop-card-enter"
      >
        {t('mallShop.enter')}
      </Button>
    </Card>
  );
}
