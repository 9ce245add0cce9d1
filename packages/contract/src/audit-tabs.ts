/** The two tabs of a review page: awaiting a decision, and decided (by anyone, in any way). */
export const AUDIT_TABS = ['pending', 'decided'] as const;
export type AuditTab = (typeof AUDIT_TABS)[number];
