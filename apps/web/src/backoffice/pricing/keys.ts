// Stock and price query keys; ResourceList appends ['list', filters].
export const pricingKeys = {
  all: ['pricing'] as const,
  skus: () => [...pricingKeys.all, 'skus'] as const,
  changes: () => [...pricingKeys.all, 'changes'] as const,
  change: (changeId: string) => [...pricingKeys.all, 'change', changeId] as const,
  history: () => [...pricingKeys.all, 'history'] as const,
};
