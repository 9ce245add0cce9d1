import { entityRoot } from '../../api/entity-refresh';

// Stock and price query keys; ResourceList appends ['list', filters].
export const pricingKeys = {
  all: entityRoot('pricing', ['goods']),
  skus: () => [...pricingKeys.all, 'skus'] as const,
  changes: () => [...pricingKeys.all, 'changes'] as const,
  change: (changeId: string) => [...pricingKeys.all, 'change', changeId] as const,
  history: () => [...pricingKeys.all, 'history'] as const,
};
