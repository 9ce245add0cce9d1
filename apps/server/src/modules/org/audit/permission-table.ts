/**
 * Registration audit's rows of the hand-reviewed permission table (platform/permission-table.ts says how to
 * read them): the audit, merchant base info and supplier audit log pages are operator:admin's (operator01).
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_queryOrgAuditList: 'operator01',
  umc_queryMerchantList: 'operator01',
  umc_querySupplierAuditLogList: 'operator01',
};
