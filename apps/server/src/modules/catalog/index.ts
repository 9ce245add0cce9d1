// The catalog domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.
export type { GoodsCardRow } from './goods/goods-card';
export { goodsCardColumns, loadGoodsCards, pictureUrl, stockStateOf } from './goods/goods-card';
export { cachedRead } from './goods/read-cache';
export { shopSells } from './goods/shop-summary';
export { giveBackStock, takeStock } from './goods/stock-holds';
export { loadGroupFloors } from './groups/group-floors';
export { auditPriceChange } from './pricing/change-approval';
export { changePrice } from './pricing/price-change';
// The demo and benchmark catalogue (seed/): what the bench seed and other domains' pictures and words use.
export type { SkuBatch, TopCategoryKey } from './seed/generator';
export { DEMO_CATALOG_OPTIONS, generateCatalog } from './seed/generator';
export { BRAND_DEFS } from './seed/generator/brands';
export { TOP_CATEGORY_HUE } from './seed/generator/categories';
export { PICTOGRAMS } from './seed/generator/pictograms';
export { loadCatalogReference } from './seed/reference';
export { insertSkuBatch, resetGoodsIds } from './seed/sku-rows';
export type { OnboardedSupplier } from './suppliers/onboarded-supplier';
export {
  createOnboardedSupplier,
  throwIfCategoriesUnknown,
  updateSupplierContact,
} from './suppliers/onboarded-supplier';
export type { Restriction } from './visibility/visibility-rule';
export {
  hiddenSkuIds,
  orgMaySee,
  restrictionOf,
  searchCondition,
  throwIfNotVisible,
} from './visibility/visibility-rule';
