import {
  orderColumnsWithout,
  orderMachine,
  PENDING_SALE_TABS,
  queryMySaleOrderList,
  querySaleOrderList,
  SALE_TAB_KEYS,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { orderPageColumns } from '../orders/order-columns';
import { salesKeys } from './keys';

/** The supplier sees the buyer's organisation and the buyer, not itself (as its export does). */
const saleColumns = orderPageColumns(orderColumnsWithout('supplierName'));

/** Shop orders (myShopOrder): status tabs with counts, the supplier's filters, export. */
export const shopOrderList = defineList(queryMySaleOrderList, {
  listKey: 'shopOrders',
  view: { page: 'supplierOrderDetails', params: (order) => ({ orderId: order.orderId }) },
  titleKey: 'sales.shopOrdersTitle',
  rowKey: 'orderId',
  queryKey: salesKeys.shopOrders(),
  machine: orderMachine,
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'sales.emptyHint',
  exportKind: 'shopOrder',
  tabs: { filter: 'tab', items: SALE_TAB_KEYS.map((value) => ({ value, labelKey: `sales.tab.${value}` })) },
  columns: saleColumns,
});

/** The queue (shopPendingOrder): orders to confirm and orders to deliver. */
export const pendingOrderList = defineList(querySaleOrderList, {
  listKey: 'shopPendingOrders',
  view: { page: 'supplierOrderDetails', params: (order) => ({ orderId: order.orderId }) },
  titleKey: 'sales.pendingTitle',
  rowKey: 'orderId',
  queryKey: salesKeys.pending(),
  machine: orderMachine,
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'sales.pendingEmptyHint',
  tabs: {
    filter: 'tab',
    items: PENDING_SALE_TABS.map((value) => ({ value, labelKey: `sales.tab.${value}` })),
  },
  columns: saleColumns,
});
