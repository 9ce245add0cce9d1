import { defineMachine } from './machine';

/** Brand authorisation status codes (the table keeps one row per supplier and brand). */
export const BrandAuthStatus = { applied: 1, active: 2, rejected: 3, stopped: 4 } as const;
export type BrandAuthStatusCode = (typeof BrandAuthStatus)[keyof typeof BrandAuthStatus];

/** Menu codes of the brand authorisation pages: the supplier's own list, the operators' audit. */
export const BRAND_AUTH_PERMISSION = { apply: 'brandAuthList', audit: 'brandAuthAudit' } as const;

const operatorStep = { who: ['operator'], permission: BRAND_AUTH_PERMISSION.audit } as const;
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
      ...operatorStep,
      remark: 'optional',
    },
    {
      from: BrandAuthStatus.applied,
      event: 'reject',
      to: BrandAuthStatus.rejected,
      ...operatorStep,
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
