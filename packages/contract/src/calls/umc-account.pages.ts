import { ALL_ROLES } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Account pages every kind of user has. */
export default definePages('identity', [
  {
    name: 'accountInfo',
    parent: 'accountCenter',
    title: bilingual('账号信息', 'Account info'),
    icon: 'idcard',
    roles: ALL_ROLES,
  },
]);
