import { CANCEL_APPLY_TAB_KEYS, queryMyCancelApplyList } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { supplierNameView } from '../../resources/name-views';
import { orderKeys } from './keys';
import { orderStatusTag } from './order-columns';

/** Cancellation application statuses as tags (labels from the CANCEL_APPLY_STATUS dictionary). */
export const cancelApplyStatusTag = { kind: 'dict', code: 'CANCEL_APPLY_STATUS' } as const;

/** My cancellation applications: status tabs with counts, order number, supplier and date filters. */
export const cancelApplyList = defineList(queryMyCancelApplyList, {
  listKey: 'myCancelApplications',
  view: { page: 'agrCancleOrderDetail', params: (row) => ({ applicationId: row.applicationId }) },
  titleKey: 'cancelApply.listTitle',
  rowKey: 'applicationId',
  queryKey: orderKeys.cancelApplications(),
  emptyHintKey: 'cancelApply.emptyHint',
  tabs: {
    filter: 'tab',
    items: CANCEL_APPLY_TAB_KEYS.map((value) => ({ value, labelKey: `cancelApply.tab.${value}` })),
  },
  columns: [
    { field: 'orderNo', titleKey: 'order.field.orderNo' },
    { field: 'status', titleKey: 'order.cancelApply.status', view: cancelApplyStatusTag, width: 100 },
    { field: 'reason', titleKey: 'order.cancelApply.reason', view: { kind: 'text', ellipsis: true } },
    {
      field: 'supplierName',
      titleKey: 'order.field.supplierName',
      view: supplierNameView,
    },
    { field: 'amount', titleKey: 'order.field.amount', view: { kind: 'amount' } },
    { field: 'orderStatus', titleKey: 'order.field.orderStatus', view: orderStatusTag, width: 120 },
    { field: 'remark', titleKey: 'order.cancelApply.remark', view: { kind: 'text', ellipsis: true } },
    {
      field: 'createdAt',
      titleKey: 'order.cancelApply.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
    },
    { field: 'decidedAt', titleKey: 'order.cancelApply.decidedAt', view: { kind: 'datetime' }, hidden: true },
  ],
});
