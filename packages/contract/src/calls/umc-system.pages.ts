import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** The operation log (operators and operations staff) and the account-unlock access code (operators). */
export default definePages('system', [
  {
    name: 'opsLogQuery',
    parent: 'systemCenter',
    title: bilingual('操作日志', 'Operation log'),
    icon: 'file-search',
    roles: [RoleCode.operator, RoleCode.operatorStaff],
  },
  {
    // An access code (no page yet): listing locked accounts and unlocking them.
    name: 'accountUnlock',
    kind: 'access',
    parent: 'systemCenter',
    title: bilingual('解除账号锁定', 'Unlock accounts'),
    roles: [RoleCode.operator],
  },
]);
