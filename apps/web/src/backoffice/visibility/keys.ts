import { entityRoot } from '../../api/entity-refresh';

// Pools and channels query keys; ResourceList appends ['list', filters] to pools() / channels().
export const visibilityKeys = {
  all: entityRoot('visibility', ['pool', 'channel', 'goods']),
  pools: () => [...visibilityKeys.all, 'pools'] as const,
  channels: () => [...visibilityKeys.all, 'channels'] as const,
  members: (kind: string, groupId: string) => [...visibilityKeys.all, 'members', kind, groupId] as const,
  org: (orgId: string) => [...visibilityKeys.all, 'org', orgId] as const,
  options: (kind: string) => [...visibilityKeys.all, 'options', kind] as const,
};
