// Search query keys: invalidation names what it refreshes.
export const searchKeys = {
  all: ['search'] as const,
  goods: (input: object) => [...searchKeys.all, 'goods', input] as const,
  shopGoods: (input: object) => [...searchKeys.all, 'shopGoods', input] as const,
  suggest: (keyword: string) => [...searchKeys.all, 'suggest', keyword] as const,
  hotWords: () => [...searchKeys.all, 'hotWords'] as const,
  history: () => [...searchKeys.all, 'history'] as const,
};
