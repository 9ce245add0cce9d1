import { orderKeys } from '../orders/keys';

// Under the orders' key, so that a step taken on the one order detail refreshes the operators' lists too.
export const orderQueryKeys = {
  all: [...orderKeys.all, 'operatorQuery'] as const,
  list: () => [...orderQueryKeys.all, 'list'] as const,
  parent: (parentOrderId: string) => [...orderQueryKeys.all, 'parent', parentOrderId] as const,
};
