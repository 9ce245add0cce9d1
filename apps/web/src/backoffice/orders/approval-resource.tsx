import {
  APPROVAL_TABS,
  type ApprovalRow,
  orderColumnsWithout,
  orderMachine,
  queryApproveOrderList,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import type { ColumnDescriptor } from '../../resources/types';
import { ApprovalDecision } from './ApprovalDecision';
import { orderKeys } from './keys';
import { orderPageColumns } from './order-columns';

/** The approval record of a row: the decision, the approver, the time and the comment. */
const decisionColumn: Omit<ColumnDescriptor<ApprovalRow>, 'sortField'> = {
  field: 'decision',
  titleKey: 'order.field.decision',
  view: { kind: 'custom', render: (row) => <ApprovalDecision decision={row.decision} /> },
};

/**
 * Orders to approve: awaiting approval, and what this approver decided (with the decision, who, when and
 * the comment); the shared filters and columns.
 */
export const approvalOrderList = defineList(queryApproveOrderList, {
  listKey: 'approvalOrders',
  view: { page: 'agrApprovalOrderDetail', params: (order) => ({ orderId: order.orderId }) },
  titleKey: 'order.approvalListTitle',
  rowKey: 'orderId',
  queryKey: orderKeys.toApprove(),
  machine: orderMachine,
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'order.approvalEmptyHint',
  tabs: { filter: 'tab', items: APPROVAL_TABS.map((value) => ({ value, labelKey: `order.tab.${value}` })) },
  columns: [...orderPageColumns(orderColumnsWithout('orgName')), decisionColumn],
});
