// The organisation audit pages' menu codes, apart from the machine and the calls: the page manifests (in every
// first load) import them.

/** Menu and access codes of registration audit and supplier onboarding (org-audit.pages.ts). */
export const ORG_AUDIT_PERMISSION = {
  /** Registrations (enterprises and suppliers) awaiting audit, and those decided: who holds it passes or refuses them. */
  audit: 'orgAuditList',
  /** Merchant base info: the suppliers' applications and what they registered. */
  merchants: 'merchantList',
  /** Every step of every supplier application. */
  supplierLog: 'supplierAuditLog',
} as const;
