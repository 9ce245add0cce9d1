/**
 * Organisation information changes' rows of the hand-reviewed permission table (platform/permission-table.ts says
 * how to read them): a supplier administrator's merchant base info (supplier:regist:role), an enterprise
 * administrator's account set (org:admin), the operators' audit (operator:admin); an enterprise's approved account set on the organisation detail, for
 * the operators who hold an organisation page (operator01).
 */
export const permissionRows: Readonly<Record<string, string>> = {
  umc_getMyMerchantInfo: 'supplier01',
  umc_submitMerchantInfoChange: 'supplier01',
  umc_withdrawMerchantInfoChange: 'supplier01',
  umc_getMyAccountSet: 'orgadmin01',
  umc_submitAccountSet: 'orgadmin01',
  umc_withdrawAccountSet: 'orgadmin01',
  umc_getOrgAccountSet: 'operator01',
  umc_queryOrgInfoChangeList: 'operator01',
  umc_getOrgInfoChangeDetail: 'operator01',
  umc_dealOrgInfoChange: 'operator01',
};
