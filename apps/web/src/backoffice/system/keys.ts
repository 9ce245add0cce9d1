// System query keys; ResourceList appends ['list', filters] to operationLogs().
export const systemKeys = {
  all: ['system'] as const,
  operationLogs: () => [...systemKeys.all, 'operationLogs'] as const,
};
