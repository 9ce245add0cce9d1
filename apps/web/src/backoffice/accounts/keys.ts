import { entityRoot } from '../../api/entity-refresh';

// Account security, scan devices and outbox query keys: invalidation names what it refreshes.
export const accountsKeys = {
  all: entityRoot('accounts', ['user', 'scanDevice', 'outboxMessage']),
  security: () => [...accountsKeys.all, 'security'] as const,
  scanDevices: () => [...accountsKeys.all, 'scanDevices'] as const,
  linked: () => [...accountsKeys.all, 'linked'] as const,
  outbox: () => [...accountsKeys.all, 'outbox'] as const,
};
