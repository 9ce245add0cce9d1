import { APPROVAL_TABS, orderMachine, queryApproveOrderList } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { orderKeys } from './keys';
import { orderColumns, orderFilters } from './order-columns';

/** Orders to approve: awaiting approval, and what this approver decided; the shared filters and columns. */
export const approvalOrderList = defineList(queryApproveOrderList, {
  listKey: 'approvalOrders',
  titleKey: 'order.approvalListTitle',
  rowKey: 'orderId',
  queryKey: orderKeys.toApprove(),
  machine: orderMachine,
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'order.approvalEmptyHint',
  tabs: { filter: 'tab', items: APPROVAL_TABS.map((value) => ({ value, labelKey: `order.tab.${value}` })) },
  filters: [
    { kind: 'text', name: 'buyerName', labelKey: 'order.field.buyerName', maxLength: 40 },
    ...orderFilters,
  ],
  columns: orderColumns,
});
