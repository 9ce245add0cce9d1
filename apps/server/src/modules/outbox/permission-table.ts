/** The outbox's row of the hand-reviewed permission table: the outbox page is operator:admin's (operator01). */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_queryOutbox: 'operator01',
};
