/**
 * The sign-in ways' rows of the hand-reviewed permission table. Signing in, codes, the picture code and a
 * forgotten password need no login; confirming a QR sign-in and one's own account security need any login
 * (a user without a role still signs in and keeps the account safe); the scan devices and account
 * association pages are every demo role's (accountCenter, ALL_ROLES), so a role-less user has no page for them.
 */
const everyDemoAccount = 'purchaser01 approver01 orgadmin01 supplier01 operator01 operator02 zoneop01';

export const permissionRows: Readonly<Record<string, string>> = {
  umc_sendSmsCode: 'anyone',
  umc_loginBySms: 'anyone',
  umc_getCaptcha: 'anyone',
  umc_sendResetEmail: 'anyone',
  umc_resetForgottenPassword: 'anyone',
  umc_createQrLogin: 'anyone',
  umc_pollQrLogin: 'anyone',
  umc_confirmQrLogin: 'users',
  umc_getAccountSecurity: 'users',
  umc_bindMobile: 'users',
  umc_bindEmail: 'users',
  umc_endSessions: 'users',
  umc_queryScanDevices: everyDemoAccount,
  umc_unbindScanDevice: everyDemoAccount,
  umc_queryLinkedAccounts: everyDemoAccount,
  umc_linkAccount: everyDemoAccount,
  umc_unlinkAccount: everyDemoAccount,
  umc_switchAccount: everyDemoAccount,
};
