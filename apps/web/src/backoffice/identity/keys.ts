import { entityRoot } from '../../api/entity-refresh';

// Identity query keys: invalidation names what it refreshes.
export const identityKeys = {
  all: entityRoot('identity', ['user']),
  accountInfo: () => [...identityKeys.all, 'accountInfo'] as const,
  lockedAccounts: () => [...identityKeys.all, 'lockedAccounts'] as const,
};
