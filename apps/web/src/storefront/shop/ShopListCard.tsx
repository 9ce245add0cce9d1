import { ShopOutlined } from '@ant-design/icons';
import type { ShopSummary } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { shopIndexPath } from '../goods/goods-links';
import { ShopRating } from './ShopRating';
import { SupplierKindTag } from './SupplierKindTag';

/** One shop in the shop list. */
export function ShopListCard({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Link to={shopIndexPath(shop.supplierShopId)} className="pm-shop-tile" data-testid="shop-tile">
      <div className="pm-shop-tile-head">
        <ShopOutlined className="pm-shop-tile-icon" />
        <div className="pm-shop-tile-name">
          <strong className="pm-ellipsis">{nameOf(shop.shopName, shop.shopNameEn)}</strong>
          <ShopRating rating={shop.rating} />
        </div>
      </div>
      <p className="pm-shop-tile-description">
        {nameOf(shop.description, shop.descriptionEn) || t('mallShop.noDescription')}
      </p>
      <div className="pm-shop-tile-foot">
        <span className="pm-ellipsis">
          {nameOf(shop.supplierName, shop.supplierNameEn)} <SupplierKindTag kind={shop.supplierKind} />
        </span>
        <span>{t('mallShop.goodsTotal', { count: shop.goodsCount })}</span>
      </div>
    </Link>
  );
}
