// Identity query keys: invalidation names what it refreshes.
export const identityKeys = {
  all: ['identity'] as const,
  accountInfo: () => [...identityKeys.all, 'accountInfo'] as const,
  lockedAccounts: () => [...identityKeys.all, 'lockedAccounts'] as const,
};
