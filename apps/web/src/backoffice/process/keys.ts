import { entityRoot } from '../../api/entity-refresh';

// Approval-process query keys; ResourceList appends ['list', filters] to list().
export const processKeys = {
  all: entityRoot('process', ['process', 'approvalTask']),
  list: () => [...processKeys.all, 'list'] as const,
  tasks: () => [...processKeys.all, 'tasks'] as const,
  detail: (processId: string) => [...processKeys.all, 'detail', processId] as const,
  version: (versionId: string) => [...processKeys.all, 'version', versionId] as const,
};
