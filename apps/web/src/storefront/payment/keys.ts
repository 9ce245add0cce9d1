import { entityRoot } from '../../api/entity-refresh';

// Cashier query keys, per user so that one buyer's checkout never shows for another after a switch.
export const paymentKeys = {
  all: entityRoot('payment', ['order', 'payment']),
  cashier: (userId: string, parentOrderId: string) =>
    [...paymentKeys.all, 'cashier', userId, parentOrderId] as const,
  attempt: (userId: string, payNo: string) => [...paymentKeys.all, 'attempt', userId, payNo] as const,
};
