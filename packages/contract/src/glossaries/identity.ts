import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The lockedAccounts fields' labels: its lists' columns and filters, forms and details. */
export const lockedAccountsGlossary = defineGlossary('lockedAccounts.field', {
  username: bilingual('用户名', 'Username'),
  failCount: bilingual('连续错误次数', 'Wrong attempts'),
  lockedUntil: bilingual('锁定至', 'Locked until'),
});
