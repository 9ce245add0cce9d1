import { SkuStatus } from '@procuremart/contract';

/** supplier_shops.status of an open shop. */
export const SHOP_OPEN = 1;

/** A cart line can be bought (and ticked) while its SKU is on shelf in an open shop. */
export const isBuyable = (skuStatus: number, shopStatus: number): boolean =>
  skuStatus === SkuStatus.onShelf && shopStatus === SHOP_OPEN;
