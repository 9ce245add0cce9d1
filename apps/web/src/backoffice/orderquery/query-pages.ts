import {
  OPERATOR_ORDER_DETAIL_PAGE,
  PARENT_ORDER_DETAIL_PAGE,
  ZONE_ORDER_PAGES as Z,
} from '@procuremart/contract';

/** One set of order query pages: the list, the order detail it opens and the checkout detail. */
export interface OrderQueryPages {
  listKey: string;
  order: typeof OPERATOR_ORDER_DETAIL_PAGE | typeof Z.queryOrderDetail | typeof Z.deskOrderDetail;
  parent: typeof PARENT_ORDER_DETAIL_PAGE | typeof Z.queryParentDetail | typeof Z.deskParentDetail;
}

/** The operators' integrated query (agrSynthesOrderList). */
export const INTEGRATED_QUERY: OrderQueryPages = {
  listKey: 'orderQuery',
  order: OPERATOR_ORDER_DETAIL_PAGE,
  parent: PARENT_ORDER_DETAIL_PAGE,
};
/** The zone operators' views over the same calls, which their data permission narrows on the server. */
export const ZONE_QUERY: OrderQueryPages = {
  listKey: 'zoneOrderQuery',
  order: Z.queryOrderDetail,
  parent: Z.queryParentDetail,
};
export const ZONE_DESK: OrderQueryPages = {
  listKey: 'zoneOrderDesk',
  order: Z.deskOrderDetail,
  parent: Z.deskParentDetail,
};
