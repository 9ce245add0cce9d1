import { defineAuditTarget } from '../audit';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/** Brand authorisation status codes (the table keeps one row per supplier and brand). */
export const BrandAuthStatus = { applied: 1, active: 2, rejected: 3, stopped: 4 } as const;
export type BrandAuthStatusCode = (typeof BrandAuthStatus)[keyof typeof BrandAuthStatus];

/** Menu codes of the brand authorisation pages: the supplier's own list, the operators' audit. */
export const BRAND_AUTH_PERMISSION = { apply: 'brandAuthList', audit: 'brandAuthAudit' } as const;

const operatorStep = { who: ['operator'], permission: BRAND_AUTH_PERMISSION.audit } as const;
/** The audit's end (an approval of the approval engine) takes these, on behalf of the deciding operator. */
const auditStep = { who: ['operator', 'system'], permission: BRAND_AUTH_PERMISSION.audit } as const;
const supplierStep = { who: ['supplier'], permission: BRAND_AUTH_PERMISSION.apply } as const;

/**
 * A supplier's authorisation to sell a brand: applied (awaiting audit) → approved (active) or rejected with a
 * reason; an active one is stopped by an operator or withdrawn by the supplier (a reason either way), and only
 * an operator starts it again. A rejected or stopped one is applied for again on the same row (`resubmit`),
 * as is an active one whose validity has ended (`renew`, guarded). "Expired" is not stored: an active
 * authorisation counts only from its first to its last valid day (SPEC §4 brand authorisation).
 */
export const brandAuthMachine = defineMachine({
  name: 'brandAuth',
  audit: {
    target: defineAuditTarget('brandAuth', bilingual('品牌授权', 'Brand authorisation')),
    events: {
      approve: bilingual('审核通过品牌授权', 'Approve brand authorisation'),
      reject: bilingual('驳回品牌授权', 'Reject brand authorisation'),
      stop: bilingual('停用品牌授权', 'Stop brand authorisation'),
      withdraw: bilingual('撤回品牌授权申请', 'Withdraw brand authorisation'),
      start: bilingual('启用品牌授权', 'Start brand authorisation'),
      resubmit: bilingual('重新提交品牌授权', 'Resubmit brand authorisation'),
      renew: bilingual('续期品牌授权', 'Renew brand authorisation'),
    },
    states: {
      [BrandAuthStatus.applied]: bilingual('待审核', 'Awaiting review'),
      [BrandAuthStatus.active]: bilingual('已生效', 'Active'),
      [BrandAuthStatus.rejected]: bilingual('已驳回', 'Rejected'),
      [BrandAuthStatus.stopped]: bilingual('已停用', 'Stopped'),
    },
  },
  states: {
    [BrandAuthStatus.applied]: 'status.brandAuth.1',
    [BrandAuthStatus.active]: 'status.brandAuth.2',
    [BrandAuthStatus.rejected]: 'status.brandAuth.3',
    [BrandAuthStatus.stopped]: 'status.brandAuth.4',
  } as Record<BrandAuthStatusCode, string>,
  initial: [BrandAuthStatus.applied, BrandAuthStatus.active],
  transitions: [
    {
      from: BrandAuthStatus.applied,
      event: 'approve',
      to: BrandAuthStatus.active,
      ...auditStep,
      remark: 'optional',
    },
    {
      from: BrandAuthStatus.applied,
      event: 'reject',
      to: BrandAuthStatus.rejected,
      ...auditStep,
      remark: 'required',
    },
    {
      from: BrandAuthStatus.active,
      event: 'stop',
      to: BrandAuthStatus.stopped,
      ...operatorStep,
      remark: 'required',
    },
    {
      from: BrandAuthStatus.active,
      event: 'withdraw',
      to: BrandAuthStatus.stopped,
      ...supplierStep,
      remark: 'required',
    },
    {
      from: BrandAuthStatus.stopped,
      event: 'start',
      to: BrandAuthStatus.active,
      ...operatorStep,
      remark: 'optional',
    },
    {
      from: BrandAuthStatus.rejected,
      event: 'resubmit',
      to: BrandAuthStatus.applied,
      ...supplierStep,
      remark: 'optional',
    },
    {
      from: BrandAuthStatus.stopped,
      event: 'resubmit',
      to: BrandAuthStatus.applied,
      ...supplierStep,
      remark: 'optional',
    },
    {
      from: BrandAuthStatus.active,
      event: 'renew',
      to: BrandAuthStatus.applied,
      ...supplierStep,
      guard: 'throwIfBrandAuthNotExpired',
      remark: 'optional',
    },
  ],
});
