import type { GoodsCard } from '@procuremart/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnitName } from '../../dictionaries/unit-name';
import { useLocalName } from '../../i18n/local-name';
import { detailPathOf, showsMarketPrice } from './goods-links';
import { MarketPrice, Price } from './Price';
import { SupplierTag } from './SupplierTag';

const STOCK_COLOUR = { inStock: 'green', lowStock: 'orange', outOfStock: 'default' } as const;

/** One result in the list view: picture, name with model, brand and supplier, stock, prices. */
export function GoodsListItem({ goods }: { goods: GoodsCard }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const unitOf = useUnitName();
  const name = nameOf(goods.skuName, goods.skuNameEn);
  const brand = nameOf(goods.brandName, goods.brandNameEn);
  return (
    <Link
      to={detailPathOf(goods)}
      className="pm-goods-row"
      data-testid="goods-card"
      data-sku-id={goods.skuId}
    >
      <div className="pm-goods-row-pic">
        <img src={goods.picture} alt={name} loading="lazy" />
      </div>
      <div className="pm-goods-row-main">
        <div className="pm-goods-name" data-testid="goods-name">
          {name}
        </div>
        <div className="pm-goods-row-facts">
          {goods.model && <span>{t('mall.goods.model', { model: goods.model })}</span>}
          {brand && <span>{t('mall.goods.brand', { brand })}</span>}
          {goods.unit && <span>{t('mall.goods.unit', { unit: unitOf(goods.unit) })}</span>}
        </div>
        <div className="pm-goods-meta">
          <SupplierTag goods={goods} />
          <Tag color={STOCK_COLOUR[goods.stockState]}>{t(`mall.stock.${goods.stockState}`)}</Tag>
        </div>
      </div>
      <div className="pm-goods-row-prices">
        <Price value={goods.price} size="large" />
        {showsMarketPrice(goods.price, goods.marketPrice) && <MarketPrice value={goods.marketPrice} />}
        <span className="pm-goods-sales">{t('mall.goods.sales', { count: goods.salesCount })}</span>
      </div>
    </Link>
  );
}
