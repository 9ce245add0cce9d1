import { PhoneOutlined, ShopOutlined } from '@ant-design/icons';
import type { CallOutput, getShopInfo } from '@procuremart/contract';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { shopIndexPath } from '../goods/goods-links';
import { ShopRating } from './ShopRating';
import { SupplierKindTag } from './SupplierKindTag';
import { shopGoodsHref } from './shop-query';

type Shop = CallOutput<typeof getShopInfo>;

/** The shop's banner: name, rating, supplier, service phone, and a search inside the shop. */
export function ShopHeader({ shop, keyword = '' }: { shop: Shop; keyword?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useLocalName();
  return (
    <section className="pm-shop-header" data-testid="shop-header">
      <div className="pm-shop-header-main">
        <ShopOutlined className="pm-shop-header-icon" />
        <div className="pm-shop-header-text">
          <h1>
            <Link
              to={shopIndexPath(shop.supplierShopId)}
              className="pm-shop-name-link"
              data-testid="shop-name"
            >
              {nameOf(shop.shopName, shop.shopNameEn)}
            </Link>
          </h1>
          <div className="pm-shop-header-facts">
            <ShopRating rating={shop.rating} />
            <span>
              {nameOf(shop.supplierName, shop.supplierNameEn)} <SupplierKindTag kind={shop.supplierKind} />
            </span>
            {shop.servicePhone && (
              <span>
                <PhoneOutlined /> {shop.servicePhone}
              </span>
            )}
            <span>{t('mallShop.goodsTotal', { count: shop.goodsCount })}</span>
          </div>
        </div>
      </div>
      <Input.Search
        key={keyword}
        className="pm-shop-search"
        defaultValue={keyword}
        allowClear
        maxLength={50}
        placeholder={t('mallShop.searchInShop')}
        enterButton={t('mallShop.searchInShopButton')}
        data-testid="shop-search"
        onSearch={(value) => navigate(shopGoodsHref({ shopId: shop.supplierShopId, keyword: value.trim() }))}
      />
    </section>
  );
}
