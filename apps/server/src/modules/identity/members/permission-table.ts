/**
 * Members' rows of the hand-reviewed permission table (platform/permission-table.ts says how to read them).
 * The member pages and their access codes are operator:admin's and org:admin's (orgadmin01, its own
 * organisation); every logged-in user changes its own password.
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_queryMemberList: 'orgadmin01 operator01',
  umc_getMemberDetail: 'orgadmin01 operator01',
  umc_addMember: 'orgadmin01 operator01',
  umc_updateMember: 'orgadmin01 operator01',
  umc_dealMember: 'orgadmin01 operator01',
  umc_resetPassword: 'orgadmin01 operator01',
  umc_queryGrantableRoles: 'orgadmin01 operator01',
  umc_authoriseMember: 'orgadmin01 operator01',
  umc_transferMember: 'orgadmin01 operator01',
  umc_changePassword: 'users',
  umc_getIndividualDetail: 'operator01',
  umc_saveIndividual: 'operator01',
};
