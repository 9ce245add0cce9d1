// The organisation information change pages' menu codes, apart from the machine and the calls: the page manifests
// (in every first load) import them.

/** Menu codes of merchant base info changes and the enterprise account-set info (org-change.pages.ts). */
export const ORG_CHANGE_PERMISSION = {
  /** A supplier's own merchant base info: what is on record, and a change submitted for audit. */
  merchantInfo: 'merchantInfoManage',
  /** An enterprise's account-set info (its finance identity), submitted by its administrator for audit. */
  accountSet: 'accountSetInfo',
  /** The operators' audit of both: pending and decided changes, pass or refuse one or many. */
  audit: 'orgInfoChangeAudit',
} as const;
