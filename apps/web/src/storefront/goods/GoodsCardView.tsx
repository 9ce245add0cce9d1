import type { GoodsCard } from '@procuremart/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { detailPathOf, showsMarketPrice } from './goods-links';
import { MarketPrice, Price } from './Price';
import { SupplierTag } from './SupplierTag';

/** One goods card: picture, price in the theme colour, market price struck through, name in two lines, supplier. */
export function GoodsCardView({ goods }: { goods: GoodsCard }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const name = nameOf(goods.skuName, goods.skuNameEn);
  return (
    <Link
      to={detailPathOf(goods)}
      className="pm-goods-card"
      data-testid="goods-card"
      data-sku-id={goods.skuId}
      title={name}
    >
      <div className="pm-goods-pic">
        <img src={goods.picture} alt={name} loading="lazy" />
      </div>
      <div className="pm-goods-prices">
        <Price value={goods.price} />
        {showsMarketPrice(goods.price, goods.marketPrice) && <MarketPrice value={goods.marketPrice} />}
      </div>
      <div className="pm-goods-name" data-testid="goods-name">
        {name}
      </div>
      <div className="pm-goods-meta">
        <SupplierTag goods={goods} />
        {goods.stockState === 'outOfStock' && <Tag>{t('mall.stock.outOfStock')}</Tag>}
      </div>
    </Link>
  );
}
