import { entityRoot } from '../../api/entity-refresh';

// Back-office monitoring query keys; ResourceList appends ['list', filters] to each list key.
export const monitoringKeys = {
  all: entityRoot('monitoring', ['goods', 'thirdPartyBrand', 'brand']),
  monitor: () => [...monitoringKeys.all, 'monitor'] as const,
  compareGroups: () => [...monitoringKeys.all, 'compareGroups'] as const,
  compare: (skuId: string) => [...monitoringKeys.all, 'compare', skuId] as const,
  thirdPartyBrands: () => [...monitoringKeys.all, 'thirdPartyBrands'] as const,
  options: () => [...monitoringKeys.all, 'options'] as const,
};
