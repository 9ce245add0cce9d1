// Storefront administration query keys; ResourceList appends ['list', filters] to hotWords().
export const storefrontAdminKeys = {
  all: ['storefrontadmin'] as const,
  frontTree: () => [...storefrontAdminKeys.all, 'frontTree'] as const,
  hotWords: () => [...storefrontAdminKeys.all, 'hotWords'] as const,
};
