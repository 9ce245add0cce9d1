import { defineGlossary } from '../list-columns';
import { orderGlossary } from '../order-columns';
import { bilingual } from '../texts';

/**
 * A cancellation application's labels: the buyer's and the supplier's application lists (columns and
 * filters) and the application's details. The order's fields take the order glossary's labels.
 */
export const cancelApplyGlossary = defineGlossary('order.cancelApply', {
  orderNo: orderGlossary.labels.orderNo,
  supplierName: orderGlossary.labels.supplierName,
  orgName: orderGlossary.labels.orgName,
  orderStatus: orderGlossary.labels.orderStatus,
  amount: orderGlossary.labels.amount,
  status: bilingual('申请状态', 'Status'),
  reason: bilingual('取消原因', 'Reason'),
  remark: bilingual('供应商答复', "Supplier's answer"),
  applicantName: bilingual('申请人', 'Applicant'),
  createdAt: bilingual('申请时间', 'Applied at'),
  decidedByName: bilingual('处理人', 'Answered by'),
  decidedAt: bilingual('处理时间', 'Answered at'),
});
