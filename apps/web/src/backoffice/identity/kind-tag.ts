import type { UserKind } from '@procuremart/contract';

/** Tag colour per user kind. */
export const kindColor: Record<UserKind, string> = {
  purchaser: 'blue',
  supplier: 'green',
  operator: 'purple',
};
