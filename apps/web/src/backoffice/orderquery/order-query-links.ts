import { OPERATOR_ORDER_DETAIL_PAGE, PARENT_ORDER_DETAIL_PAGE } from '@procuremart/contract';

/** The operator's order detail tab of an order. */
export const operatorOrderAddress = (orderId: string) =>
  `/index/${OPERATOR_ORDER_DETAIL_PAGE}?orderId=${encodeURIComponent(orderId)}`;

/** The parent order (checkout) detail tab. */
export const parentOrderAddress = (parentOrderId: string) =>
  `/index/${PARENT_ORDER_DETAIL_PAGE}?parentOrderId=${encodeURIComponent(parentOrderId)}`;
