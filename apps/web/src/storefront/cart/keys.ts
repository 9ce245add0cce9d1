import { entityRoot } from '../../api/entity-refresh';

// Cart query keys, per user so that one user's cart never shows for another after a switch.
export const cartKeys = {
  all: entityRoot('cart', ['cart', 'goods']),
  counts: () => [...cartKeys.all, 'count'] as const,
  count: (userId: string) => [...cartKeys.counts(), userId] as const,
  lists: () => [...cartKeys.all, 'list'] as const,
  list: (userId: string) => [...cartKeys.lists(), userId] as const,
};
