import {
  MY_ORDER_TAB_KEYS,
  orderColumnsWithout,
  orderMachine,
  queryMyOrderList,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { orderKeys } from './keys';
import { orderPageColumns } from './order-columns';

/** My orders: status tabs (and what waits for me) with counts, the shared order filters and columns, an export. */
export const myOrderList = defineList(queryMyOrderList, {
  listKey: 'myOrders',
  view: { page: 'agrMyOrderDetail', params: (order) => ({ orderId: order.orderId }) },
  titleKey: 'order.myListTitle',
  rowKey: 'orderId',
  queryKey: orderKeys.mine(),
  machine: orderMachine,
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'order.emptyHint',
  exportKind: 'myOrder',
  tabs: {
    filter: 'tab',
    items: MY_ORDER_TAB_KEYS.map((value) => ({ value, labelKey: `order.tab.${value}` })),
  },
  columns: orderPageColumns(orderColumnsWithout('orgName', 'buyerName')),
});
