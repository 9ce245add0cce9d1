import { entityRoot } from '../../api/entity-refresh';

// Commodity group and related goods query keys; ResourceList appends ['list', filters] to groups().
export const groupKeys = {
  all: entityRoot('groups', ['commodityGroup', 'goods']),
  groups: () => [...groupKeys.all, 'groups'] as const,
  group: (groupId: string) => [...groupKeys.groups(), 'detail', groupId] as const,
  candidates: (input: object) => [...groupKeys.all, 'candidates', input] as const,
  related: (spuId: string) => [...groupKeys.all, 'related', spuId] as const,
};
