import { entityRoot } from '../../api/entity-refresh';

// Cart query keys, per user so that one user's cart never shows for another after a switch.
export const cartKeys = {
  all: entityRoot('cart', ['cart', 'goods']),
  counts: () => [...cartKeys.all, 'count'] as const,
  count: (userId: string) => [...cartKeys.counts(), userId] as const,
  lists: () => [...cartKeys.all, 'list'] as const,
  list: (userId: string) => [...cartKeys.lists(), userId] as const,
  /** A visitor's browser lines as priced by the server, keyed by the lines themselves. */
  visitor: (lines: readonly unknown[]) => [...cartKeys.all, 'visitor', lines] as const,
};
