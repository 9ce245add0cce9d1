import { SkuStatus } from '@procuremart/contract';

/** A cart line can be bought (and ticked) while its SKU is on shelf in a shop that sells (catalog's shopSells). */
export const isBuyable = (skuStatus: number, shopSells: boolean): boolean =>
  skuStatus === SkuStatus.onShelf && shopSells;
