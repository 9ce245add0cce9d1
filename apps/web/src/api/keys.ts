// Query keys, one factory per domain, so that invalidation names what it refreshes.
export const identityKeys = {
  all: ['identity'] as const,
  accountInfo: () => [...identityKeys.all, 'accountInfo'] as const,
};

export const catalogKeys = {
  all: ['catalog'] as const,
  brands: () => [...catalogKeys.all, 'brands'] as const,
  brandList: (filters: object) => [...catalogKeys.brands(), 'list', filters] as const,
  brand: (brandId: string) => [...catalogKeys.brands(), 'detail', brandId] as const,
};

export const systemKeys = {
  all: ['system'] as const,
  operationLogs: () => [...systemKeys.all, 'operationLogs'] as const,
  operationLogList: (filters: object) => [...systemKeys.operationLogs(), 'list', filters] as const,
};
