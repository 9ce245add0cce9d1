import {
  CancelApplicationStatus,
  cancelApplicationMachine,
  querySupplierCancelApplyList,
  SUPPLIER_CANCEL_APPLY_TABS,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { orgNameView } from '../../resources/name-views';
import { orderStatusTag } from '../orders/order-columns';
import { salesKeys } from './keys';

/** Buyers' applications to cancel the supplier's orders: pending, answered. */
export const cancelApplyList = defineList(querySupplierCancelApplyList, {
  listKey: 'supplierCancelApplications',
  titleKey: 'sales.applicationsTitle',
  rowKey: 'applicationId',
  queryKey: salesKeys.applications(),
  machine: cancelApplicationMachine,
  statusOf: (row) => row.status,
  emptyHintKey: 'sales.applicationsEmptyHint',
  tabs: {
    filter: 'tab',
    items: SUPPLIER_CANCEL_APPLY_TABS.map((value) => ({ value, labelKey: `sales.tab.${value}` })),
  },
  columns: [
    { field: 'orderNo', titleKey: 'order.field.orderNo' },
    {
      field: 'status',
      titleKey: 'sales.field.applicationStatus',
      width: 100,
      view: {
        kind: 'dict',
        code: 'CANCEL_APPLY_STATUS',
        colors: { [CancelApplicationStatus.pending]: 'orange', [CancelApplicationStatus.agreed]: 'green' },
      },
    },
    { field: 'orderStatus', titleKey: 'sales.field.orderStatus', view: orderStatusTag, width: 120 },
    { field: 'amount', titleKey: 'order.field.amount', view: { kind: 'amount' } },
    { field: 'orgName', titleKey: 'order.field.orgName', view: orgNameView },
    { field: 'applicantName', titleKey: 'sales.field.applicant' },
    { field: 'reason', titleKey: 'sales.field.reason', view: { kind: 'text', ellipsis: true } },
    {
      field: 'createdAt',
      titleKey: 'sales.field.appliedAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
    },
    { field: 'remark', titleKey: 'sales.field.answer', hidden: true },
    { field: 'decidedAt', titleKey: 'sales.field.decidedAt', view: { kind: 'datetime' }, hidden: true },
  ],
});
