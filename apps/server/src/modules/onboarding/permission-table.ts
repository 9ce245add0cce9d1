/**
 * Onboarding's rows of the hand-reviewed permission table (platform/permission-table.ts says how to read them).
 * Anyone may register a supplier (SPEC §2: register is a public page). A purchaser's or supplier's own
 * registration needs no role (its applicant has none until it passes); the demo organisations registered
 * without one, so it answers null to them and refuses their saves. The operators' detail, decision and release are
 * operator:admin's (registration audit page).
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_registerSupplier: 'anyone',
  umc_queryRegistrationCategories: 'anyone',
  umc_getMyOrgApplication: 'purchaser01 approver01 orgadmin01 supplier01 bare-purchaser bare-supplier',
  umc_saveMyOrgApplication: 'purchaser01 approver01 orgadmin01 supplier01 bare-purchaser bare-supplier',
  umc_getOrgAuditDetail: 'operator01',
  umc_dealOrgAudit: 'operator01',
  umc_releaseOrgApplication: 'operator01',
};
