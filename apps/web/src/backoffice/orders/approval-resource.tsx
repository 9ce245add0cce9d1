import {
  type ApprovalRow,
  type OrderRow,
  orderColumnsWithout,
  orderMachine,
  queryApproveOrderList,
} from '@procuremart/contract';
import { approveOrder } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineAudit } from '../../resources/define-audit';
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
 * the comment); the shared filters and columns. Approve, or reject with the reason, one order at a time (each
 * order's approval checks its own rules).
 */
export const approvalAudit = defineAudit(queryApproveOrderList, {
  machine: orderMachine,
  decisions: { pass: 'approve', refuse: 'reject' },
  decide: ([order]: OrderRow[], approved, remark) =>
    api(approveOrder, { orderId: order.orderId, approved, remark }),
  tabLabelKeys: { pending: 'order.tab.pending', decided: 'order.tab.decided' },
  listKey: 'approvalOrders',
  view: { page: 'agrApprovalOrderDetail', params: (order) => ({ orderId: order.orderId }) },
  titleKey: 'order.approvalListTitle',
  rowKey: 'orderId',
  queryKey: orderKeys.toApprove(),
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'order.approvalEmptyHint',
  columns: [...orderPageColumns(orderColumnsWithout('orgName')), decisionColumn],
});
