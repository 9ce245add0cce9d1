import { entityRoot } from '../../api/entity-refresh';

// Storefront administration query keys; ResourceList appends ['list', filters] to hotWords().
export const storefrontAdminKeys = {
  all: entityRoot('storefrontadmin', ['frontCategory', 'hotWord', 'category']),
  frontTree: () => [...storefrontAdminKeys.all, 'frontTree'] as const,
  hotWords: () => [...storefrontAdminKeys.all, 'hotWords'] as const,
};
