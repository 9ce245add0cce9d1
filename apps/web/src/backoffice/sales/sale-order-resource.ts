import {
  orderColumnsWithout,
  orderMachine,
  PENDING_SALE_TABS,
  queryMySaleOrderList,
  querySaleOrderList,
  SALE_TAB_KEYS,
  type saleOrderFilters,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import type { FilterDescriptor } from '../../resources/types';
import { orderPageColumns } from '../orders/order-columns';
import { salesKeys } from './keys';

/** The supplier's filters: the shared order filters, the buyer's organisation in place of the supplier. */
const saleFilters: FilterDescriptor<keyof typeof saleOrderFilters>[] = [
  { kind: 'text', name: 'orderNo', labelKey: 'order.field.orderNo', maxLength: 24 },
  { kind: 'text', name: 'buyerOrgName', labelKey: 'order.field.orgName', maxLength: 60 },
  {
    kind: 'dateRange',
    name: 'createdAt',
    labelKey: 'order.field.createdAt',
    fromName: 'createdFrom',
    toName: 'createdTo',
  },
  {
    kind: 'amountRange',
    name: 'amountRange',
    labelKey: 'order.field.amountRange',
    fromName: 'amountFrom',
    toName: 'amountTo',
  },
  { kind: 'dict', name: 'channel', labelKey: 'order.field.channel', code: 'ORDER_CHANNEL' },
];

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
  filters: saleFilters,
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
  filters: saleFilters,
  columns: saleColumns,
});
