import { entityRoot } from '../../api/entity-refresh';

// Member query keys; ResourceList appends ['list', filters] to list().
export const memberKeys = {
  all: entityRoot('members', ['member', 'user']),
  list: () => [...memberKeys.all, 'list'] as const,
  detail: (userId: string) => [...memberKeys.all, 'detail', userId] as const,
  roles: (userId: string) => [...memberKeys.all, 'roles', userId] as const,
  departments: (orgId: string) => [...memberKeys.all, 'departments', orgId] as const,
};
