import { entityRoot } from '../../api/entity-refresh';

// Back-office category query keys; ResourceList appends ['list', filters] to attributeGroups().
export const categoryKeys = {
  all: entityRoot('categories', ['category']),
  tree: () => [...categoryKeys.all, 'tree'] as const,
  attributeGroups: () => [...categoryKeys.all, 'attributeGroups'] as const,
  attributes: (categoryId: string) => [...categoryKeys.all, 'attributes', categoryId] as const,
};
