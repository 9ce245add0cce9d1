import { entityRoot } from '../../api/entity-refresh';

// File services query keys; ResourceList appends ['list', filters].
export const filesKeys = {
  all: entityRoot('files', ['fileTask', 'job']),
  downloads: () => [...filesKeys.all, 'downloads'] as const,
  jobs: () => [...filesKeys.all, 'jobs'] as const,
};
