// File services query keys; ResourceList appends ['list', filters].
export const filesKeys = {
  all: ['files'] as const,
  downloads: () => [...filesKeys.all, 'downloads'] as const,
  jobs: () => [...filesKeys.all, 'jobs'] as const,
};
