import { entityRoot } from '../../api/entity-refresh';

// Back-office commodity query keys; ResourceList appends ['list', filters] to skus().
export const commodityKeys = {
  all: entityRoot('commodity', ['goods']),
  skus: () => [...commodityKeys.all, 'skus'] as const,
  records: () => [...commodityKeys.all, 'records'] as const,
  spu: (spuId: string) => [...commodityKeys.all, 'spu', spuId] as const,
  options: (categoryId: string | undefined) => [...commodityKeys.all, 'options', categoryId ?? ''] as const,
};
