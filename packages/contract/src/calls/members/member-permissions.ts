// The member pages' menu and access codes, apart from the member machine and the calls: the page manifests (in
// every first load) import them, and the machine's or the calls' modules would bring zod with them.

/** Menu and access codes of the member pages (members.pages.ts). */
export const MEMBER_PERMISSION = {
  /** The member list: an enterprise administrator's own organisation, an operator's every organisation. */
  list: 'innerEnterPriseList',
  add: 'innerEnterPriseAdd',
  edit: 'innerEnterPriseEdit',
  /** Disable and enable members. */
  deal: 'innerEnterPriseDeal',
  resetPassword: 'innerEnterPriseResetPassword',
  authorise: 'innerEnterPriseAuthorise',
  /** Post transfer: a member moves to another department of the same enterprise. */
  transfer: 'innerEnterPriseTransfer',
  import: 'innerEnterPriseImport',
} as const;
