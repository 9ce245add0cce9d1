// The member pages' menu and access codes, apart from the member machine and the calls: the page manifests (in
// every first load) import them, and the machine's or the calls' modules would bring zod with them.

/** Menu and access codes of the member pages (members.pages.ts). */
export const MEMBER_PERMISSION = {
  /** The member list: an enterprise administrator's own organisation, an operator's every organisation. */
  list: 'innerEnterPriseList',
  /** Add members, one by one or from an xlsx file. */
  add: 'innerEnterPriseAdd',
  /** Edit members, and disable or enable them. */
  edit: 'innerEnterPriseEdit',
  resetPassword: 'innerEnterPriseResetPassword',
  authorise: 'innerEnterPriseAuthorise',
  /** Post transfer: a member moves to another department of the same enterprise. */
  transfer: 'innerEnterPriseTransfer',
  /** An individual member (a person with an organisation of its own), under the enterprise list. */
  individualDetail: 'outerIndividualsDetail',
  /** Edit an individual member: the person and its organisation together. */
  individualEdit: 'outerIndividualsEdit',
} as const;
