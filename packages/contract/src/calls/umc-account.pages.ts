import { ALL_ROLES, RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Account pages every kind of user has, and the operators' page of accounts locked by wrong passwords. */
export default definePages('identity', [
  {
    name: 'accountInfo',
    menuOrder: 10,
    parent: 'accountCenter',
    title: bilingual('账号信息', 'Account info'),
    icon: 'idcard',
    roles: ALL_ROLES,
  },
  {
    // Usernames locked after five wrong passwords (umc_queryLockedAccounts), each unlocked on confirmation.
    name: 'accountUnlock',
    parent: 'systemCenter',
    title: bilingual('锁定账号', 'Locked accounts'),
    icon: 'lock',
    roles: [RoleCode.operator],
  },
]);
