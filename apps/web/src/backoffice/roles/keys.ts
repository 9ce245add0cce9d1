import { entityRoot } from '../../api/entity-refresh';

// Role query keys; ResourceList appends ['list', filters] to list(). A grant changes members' roles too.
export const roleKeys = {
  all: entityRoot('roles', ['role', 'member']),
  list: () => [...roleKeys.all, 'list'] as const,
  own: () => [...roleKeys.all, 'own'] as const,
  detail: (roleId: string) => [...roleKeys.all, 'detail', roleId] as const,
  menus: (roleId: string) => [...roleKeys.all, 'menus', roleId] as const,
  assignments: (target: 'users' | 'orgs', roleId: string) => [...roleKeys.all, target, roleId] as const,
};
