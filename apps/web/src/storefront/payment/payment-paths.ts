// Addresses the cashier and the gateway lead to (the result page belongs to checkout).
export const resultAddress = (parentOrderId: string) =>
  `/placeAnOrderResults?parentOrderId=${encodeURIComponent(parentOrderId)}`;
export const cashierAddress = (parentOrderId: string) =>
  `/cartPayment?parentOrderId=${encodeURIComponent(parentOrderId)}`;
