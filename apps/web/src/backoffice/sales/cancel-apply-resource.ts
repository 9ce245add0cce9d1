import {
  CancelApplicationStatus,
  cancelApplicationMachine,
  querySupplierCancelApplyList,
  type SupplierCancelApplyRow,
} from '@procuremart/contract';
import { approvalCancel } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineAudit } from '../../resources/define-audit';
import { orgNameView } from '../../resources/name-views';
import { orderStatusTag } from '../orders/order-columns';
import { salesKeys } from './keys';

type ApplicationEvent = (typeof cancelApplicationMachine)['transitions'][number]['event'];

/**
 * Buyers' applications to cancel the supplier's orders (applicationFormConfirm): pending and answered tabs;
 * agree (the order is cancelled: shown as the dangerous step), or refuse with a reason, one application at a
 * time. The order detail's footer takes the same steps on the order's pending application.
 */
export const cancelApplyAudit = defineAudit<
  typeof querySupplierCancelApplyList,
  ApplicationEvent,
  Pick<SupplierCancelApplyRow, 'applicationId'>
>(querySupplierCancelApplyList, {
  machine: cancelApplicationMachine,
  decisions: { pass: 'agree', refuse: 'refuse' },
  danger: ['agree'],
  decide: ([application], agreed, remark) =>
    api(approvalCancel, { applicationId: application.applicationId, agreed, remark }),
  tabLabelKeys: { pending: 'sales.tab.pending', decided: 'sales.tab.decided' },
  listKey: 'supplierCancelApplications',
  titleKey: 'sales.applicationsTitle',
  rowKey: 'applicationId',
  queryKey: salesKeys.applications(),
  statusOf: (row) => row.status,
  emptyHintKey: 'sales.applicationsEmptyHint',
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
