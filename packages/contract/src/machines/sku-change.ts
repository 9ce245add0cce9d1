import { defineAuditTarget } from '../audit';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/** Menu codes of the stock and price pages (pricing manifest). */
export const PRICING_PERMISSION = {
  stock: 'repertoryList',
  change: 'commodityChange',
  changeRequests: 'commodityChQryList',
  changeAudit: 'commodityChAuditList',
  priceHistory: 'priceHistory',
} as const;

export const SkuChangeStatus = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
} as const;
export type SkuChangeStatusCode = (typeof SkuChangeStatus)[keyof typeof SkuChangeStatus];

/**
 * A change to a SKU on shelf (today: its price) waits for the operators' audit (an approval of the approval
 * engine, whose end takes the step as 'system' on behalf of the deciding operator): approval applies it, a
 * rejection (with the reason) leaves the old version on sale; the supplier may withdraw it while it waits.
 */
export const skuChangeMachine = defineMachine({
  name: 'skuChange',
  audit: {
    target: defineAuditTarget('skuChange', bilingual('商品变更申请', 'Goods change request')),
    events: {
      approve: bilingual('审核通过商品变更', 'Approve goods change'),
      reject: bilingual('驳回商品变更', 'Reject goods change'),
      withdraw: bilingual('撤回商品变更', 'Withdraw goods change'),
    },
    states: {
      pending: bilingual('待审核', 'Pending'),
      approved: bilingual('已通过', 'Approved'),
      rejected: bilingual('已驳回', 'Rejected'),
      withdrawn: bilingual('已撤回', 'Withdrawn'),
    },
  },
  states: {
    pending: 'status.skuChange.pending',
    approved: 'status.skuChange.approved',
    rejected: 'status.skuChange.rejected',
    withdrawn: 'status.skuChange.withdrawn',
  } as Record<SkuChangeStatusCode, string>,
  initial: [SkuChangeStatus.pending],
  final: [SkuChangeStatus.approved, SkuChangeStatus.rejected, SkuChangeStatus.withdrawn],
  transitions: [
    {
      from: SkuChangeStatus.pending,
      event: 'approve',
      to: SkuChangeStatus.approved,
      who: ['operator', 'system'],
      permission: PRICING_PERMISSION.changeAudit,
      remark: 'optional',
    },
    {
      from: SkuChangeStatus.pending,
      event: 'reject',
      to: SkuChangeStatus.rejected,
      who: ['operator', 'system'],
      permission: PRICING_PERMISSION.changeAudit,
      remark: 'required',
    },
    {
      from: SkuChangeStatus.pending,
      event: 'withdraw',
      to: SkuChangeStatus.withdrawn,
      who: ['supplier'],
      permission: PRICING_PERMISSION.changeRequests,
      remark: 'optional',
    },
  ],
});
