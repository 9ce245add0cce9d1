// Back-office catalogue query keys; ResourceList appends ['list', filters] to brands().
export const catalogKeys = {
  all: ['catalog'] as const,
  brands: () => [...catalogKeys.all, 'brands'] as const,
  brand: (brandId: string) => [...catalogKeys.brands(), 'detail', brandId] as const,
};
