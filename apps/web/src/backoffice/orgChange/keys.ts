import { entityRoot } from '../../api/entity-refresh';

// Organisation information change query keys; ResourceList appends ['list', filters] to each list's key.
export const orgChangeKeys = {
  all: entityRoot('orgChange', ['orgInfoChange', 'orgApplication', 'accountSet']),
  audits: () => [...orgChangeKeys.all, 'audits'] as const,
  detail: (changeId: string) => [...orgChangeKeys.all, 'detail', changeId] as const,
  mine: (kind: string) => [...orgChangeKeys.all, 'mine', kind] as const,
};
