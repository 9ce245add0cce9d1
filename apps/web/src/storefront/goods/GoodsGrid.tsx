import type { GoodsCard } from '@procuremart/contract';
import { GoodsCardView } from './GoodsCardView';
import { GoodsListItem } from './GoodsListItem';
import './goods.css';

/** Goods as a grid of cards (2 columns on phones) or as a list of rows. */
export function GoodsGrid({ goods, view = 'grid' }: { goods: readonly GoodsCard[]; view?: 'grid' | 'list' }) {
  if (view === 'list') {
    return (
      <div className="pm-goods-list" data-testid="goods-list">
        {goods.map((item) => (
          <GoodsListItem key={`${item.skuId}-${item.supplierShopId}`} goods={item} />
        ))}
      </div>
    );
  }
  return (
    <div className="pm-goods-grid" data-testid="goods-grid">
      {goods.map((item) => (
        <GoodsCardView key={`${item.skuId}-${item.supplierShopId}`} goods={item} />
      ))}
    </div>
  );
}

/** Placeholder cards while goods load. */
export function GoodsGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className="pm-goods-grid" data-testid="goods-loading" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={index} className="pm-goods-card pm-goods-card-skeleton">
          <div className="pm-goods-pic pm-skeleton-block" />
          <div className="pm-goods-card-body">
            <div className="pm-skeleton-line" />
            <div className="pm-skeleton-line" />
            <div className="pm-skeleton-line" />
          </div>
        </div>
      ))}
    </div>
  );
}
