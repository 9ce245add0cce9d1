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
 * A change to a SKU on shelf (today: its price) waits for an operator: approval applies it, a rejection
 * (with the reason) leaves the old version on sale; the supplier may withdraw it while it waits.
 */
export const skuChangeMachine = defineMachine({
  name: 'skuChange',
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
      who: ['operator'],
      permission: PRICING_PERMISSION.changeAudit,
      remark: 'optional',
    },
    {
      from: SkuChangeStatus.pending,
      event: 'reject',
      to: SkuChangeStatus.rejected,
      who: ['operator'],
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
