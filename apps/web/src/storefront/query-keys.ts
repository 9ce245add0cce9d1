// Storefront query keys, one factory per domain, so that invalidation names what it refreshes.
export const goodsKeys = {
  all: ['goods'] as const,
  categoryTree: () => [...goodsKeys.all, 'categoryTree'] as const,
  sku: (skuId: string, supplierShopId: string) => [...goodsKeys.all, 'sku', skuId, supplierShopId] as const,
  shops: () => [...goodsKeys.all, 'shops'] as const,
  shopList: (filters: object) => [...goodsKeys.shops(), 'list', filters] as const,
  shop: (supplierShopId: string) => [...goodsKeys.shops(), 'detail', supplierShopId] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  goods: (input: object) => [...searchKeys.all, 'goods', input] as const,
  shopGoods: (input: object) => [...searchKeys.all, 'shopGoods', input] as const,
  suggest: (keyword: string) => [...searchKeys.all, 'suggest', keyword] as const,
  hotWords: () => [...searchKeys.all, 'hotWords'] as const,
  history: () => [...searchKeys.all, 'history'] as const,
};

export const contentKeys = {
  all: ['content'] as const,
  home: () => [...contentKeys.all, 'home'] as const,
};
