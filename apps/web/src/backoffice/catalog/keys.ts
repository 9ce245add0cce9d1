import { entityRoot } from '../../api/entity-refresh';

// Back-office catalogue query keys; ResourceList appends ['list', filters] to brands().
export const catalogKeys = {
  all: entityRoot('catalog', ['brand']),
  brands: () => [...catalogKeys.all, 'brands'] as const,
  brand: (brandId: string) => [...catalogKeys.brands(), 'detail', brandId] as const,
};
