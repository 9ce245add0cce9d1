import { entityRoot } from '../../api/entity-refresh';

// Checkout query keys, per user so that one buyer's settlement never shows for another after a switch.
export const checkoutKeys = {
  all: entityRoot('checkout', ['order', 'payment', 'cart', 'goods', 'address', 'invoiceTitle']),
  settlement: (userId: string, request: unknown) =>
    [...checkoutKeys.all, 'settlement', userId, request] as const,
  result: (userId: string, parentOrderId: string) =>
    [...checkoutKeys.all, 'result', userId, parentOrderId] as const,
};
