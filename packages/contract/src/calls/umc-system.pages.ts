import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** The operation log (operators and operations staff). */
export default definePages('system', [
  {
    name: 'opsLogQuery',
    parent: 'systemCenter',
    title: bilingual('操作日志', 'Operation log'),
    icon: 'file-search',
    roles: [RoleCode.operator, RoleCode.operatorStaff],
  },
]);
