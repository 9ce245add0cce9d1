import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnitName } from '../../dictionaries/unit-name';
import { useLocalName } from '../../i18n/local-name';
import { AddToCartButton } from '../cart/AddToCartButton';
import { BuyNowButton } from '../checkout/BuyNowButton';
import { type DetailRouteName, showsMarketPrice } from '../goods/goods-links';
import { MarketPrice, Price } from '../goods/Price';
import type { SkuDetail } from './detail-types';
import { VariantPicker } from './VariantPicker';

const STOCK_COLOUR = { inStock: 'success', lowStock: 'warning', outOfStock: 'default' } as const;

/** Name, prices, stock, facts, variants and add to cart; off-shelf goods are shown but cannot be bought. */
export function BuyBox({ detail, route }: { detail: SkuDetail; route: DetailRouteName }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const unitOf = useUnitName();
  const stockText =
    detail.stockState === 'lowStock'
      ? t('goodsDetail.lowStock', { stock: detail.stock })
      : t(`mall.stock.${detail.stockState}`);

  return (
    <section className={`pm-buy-box${detail.onShelf ? '' : ' is-off-shelf'}`} data-testid="buy-box">
      <h1 className="pm-detail-name" data-testid="detail-name">
        {!detail.onShelf && <Tag color="default">{t('goodsDetail.offShelfShort')}</Tag>}
        {nameOf(detail.skuName, detail.skuNameEn)}
      </h1>
      {!detail.onShelf && (
        <Alert type="warning" showIcon title={t('goodsDetail.offShelf')} data-testid="detail-off-shelf" />
      )}
      <div className="pm-detail-prices">
        <span className="pm-detail-label">{t('goodsDetail.price')}</span>
        <Price value={detail.price} size="large" />
        {showsMarketPrice(detail.price, detail.marketPrice) && (
          <span className="pm-detail-market">
            {t('goodsDetail.marketPrice')} <MarketPrice value={detail.marketPrice} />
          </span>
        )}
      </div>
      <Descriptions
        size="small"
        column={1}
        className="pm-detail-facts"
        items={[
          {
            key: 'stock',
            label: t('goodsDetail.stock'),
            children: (
              <Tag color={STOCK_COLOUR[detail.stockState]} data-testid="detail-stock">
                {stockText}
              </Tag>
            ),
          },
          { key: 'model', label: t('goodsDetail.model'), children: detail.model || '-' },
          {
            key: 'brand',
            label: t('goodsDetail.brand'),
            children: nameOf(detail.brand.brandName, detail.brand.brandNameEn),
          },
          { key: 'unit', label: t('goodsDetail.unit'), children: unitOf(detail.unit) || '-' },
          {
            key: 'classification',
            label: t('goodsDetail.classification'),
            children: t(`goodsDetail.classes.${detail.classification}`),
          },
          { key: 'code', label: t('goodsDetail.skuCode'), children: detail.supplierSkuCode || detail.skuId },
        ]}
      />
      {detail.variants.length > 1 && (
        <div className="pm-detail-variants">
          <span className="pm-detail-label">{t('goodsDetail.variants')}</span>
          <VariantPicker detail={detail} route={route} />
        </div>
      )}
      <div className="pm-detail-buy">
        <AddToCartButton
          skuId={detail.skuId}
          supplierShopId={detail.shop.supplierShopId}
          onShelf={detail.onShelf}
          stock={detail.stock}
          extra={(num) => (
            <BuyNowButton
              skuId={detail.skuId}
              supplierShopId={detail.shop.supplierShopId}
              num={num}
              disabled={!detail.onShelf || detail.stock <= 0}
            />
          )}
        />
      </div>
    </section>
  );
}
