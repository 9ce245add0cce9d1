import { type GoodsCard, toCents } from '@procuremart/contract';

export type DetailRouteName = 'ecDetail' | 'unagrdetail';

type DetailTarget = Pick<GoodsCard, 'skuId' | 'supplierShopId' | 'supplierId'>;

/** The product page of one SKU in one shop; e-commerce goods and goods outside agreements differ in route. */
export function detailPath(goods: DetailTarget, route: DetailRouteName): string {
  return `/${route}/${goods.skuId}/${goods.supplierShopId}/${goods.supplierId}`;
}

/** E-commerce suppliers' goods open as e-commerce details, agreement suppliers' as goods outside agreements. */
export function detailPathOf(card: DetailTarget & Pick<GoodsCard, 'supplierKind'>): string {
  return detailPath(card, card.supplierKind === 'ecommerce' ? 'ecDetail' : 'unagrdetail');
}

export function shopIndexPath(supplierShopId: string): string {
  return `/shopIndex?shopId=${supplierShopId}`;
}

/** Whether the market price is worth showing struck through: only when it is above the sale price. */
export function showsMarketPrice(price: string, marketPrice: string): boolean {
  try {
    return toCents(marketPrice) > toCents(price);
  } catch {
    return false;
  }
}
