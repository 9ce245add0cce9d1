import { entityRoot } from '../../api/entity-refresh';

// Storefront goods query keys (category tree, SKU details, shops): invalidation names what it refreshes.
export const goodsKeys = {
  all: entityRoot('goods', ['goods', 'category', 'frontCategory', 'brand']),
  categoryTree: () => [...goodsKeys.all, 'categoryTree'] as const,
  sku: (skuId: string, supplierShopId: string) => [...goodsKeys.all, 'sku', skuId, supplierShopId] as const,
  shops: () => [...goodsKeys.all, 'shops'] as const,
  shopList: (filters: object) => [...goodsKeys.shops(), 'list', filters] as const,
  shop: (supplierShopId: string) => [...goodsKeys.shops(), 'detail', supplierShopId] as const,
};
