import {
  ORDER_TAB_KEYS,
  orderColumnsWithout,
  orderMachine,
  queryPurchaseOrderListForPurchaser,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { orderKeys } from './keys';
import { orderPageColumns } from './order-columns';

/** The organisation's orders (agrSourceOrderQueryQy): status tabs, buyer and department beside the shared filters, an export. */
export const orgOrderList = defineList(queryPurchaseOrderListForPurchaser, {
  listKey: 'orgOrders',
  // The organisation's orders open in the buyer's order detail page.
  view: { page: 'agrMyOrderDetail', params: (order) => ({ orderId: order.orderId }) },
  titleKey: 'order.orgListTitle',
  rowKey: 'orderId',
  queryKey: orderKeys.organisation(),
  machine: orderMachine,
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'order.orgEmptyHint',
  exportKind: 'orgOrder',
  tabs: {
    filter: 'tab',
    items: ORDER_TAB_KEYS.map((value) => ({ value, labelKey: `order.tab.${value}` })),
  },
  columns: orderPageColumns(orderColumnsWithout('orgName')),
});
