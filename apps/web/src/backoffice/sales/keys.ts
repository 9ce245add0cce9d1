import { orderKeys } from '../orders/keys';

// The supplier's order query keys, under the orders' key: a step on an order detail refreshes these lists too.
export const salesKeys = {
  all: [...orderKeys.all, 'sales'] as const,
  shopOrders: () => [...salesKeys.all, 'shop'] as const,
  pending: () => [...salesKeys.all, 'pending'] as const,
  shipments: () => [...salesKeys.all, 'shipments'] as const,
  applications: () => [...salesKeys.all, 'applications'] as const,
};
