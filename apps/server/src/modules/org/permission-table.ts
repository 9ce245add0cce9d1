/**
 * Org's rows of the hand-reviewed permission table (platform/permission-table.ts says how to read them).
 * The organisation pages and their access codes are operator:admin's, so operator01 manages organisations.
 * A purchaser (any role: accountInfo) and operator02 (operator:staff, no organisation page) read only their
 * own organisation's tree and details; a user without a role reads none. orgadmin01 (org:admin, innerEnterPriseOrg)
 * adds, edits and moves its own organisation's departments.
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_queryOrgTree: 'purchaser01 approver01 orgadmin01 operator01 operator02 zoneop01',
  umc_getOrgDetail: 'purchaser01 approver01 orgadmin01 operator01 operator02 zoneop01',
  umc_queryEnterpriseOrgList: 'operator01',
  umc_saveOrg: 'orgadmin01 operator01',
  umc_transferOrg: 'orgadmin01 operator01',
  umc_dealOrg: 'operator01',
  umc_checkOrgExist: 'operator01',
};
