import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { MENU_PERMISSION as P } from './menu-permissions';

/** Menu and application management (SPEC §2 "Content and process"): the platform operator's. */
export default definePages('menus', [
  {
    name: P.manage,
    parent: 'systemCenter',
    title: bilingual('菜单管理', 'Menus'),
    icon: 'appstore',
    roles: [RoleCode.operator],
  },
  {
    name: P.apps,
    parent: 'systemCenter',
    title: bilingual('应用管理', 'Applications'),
    icon: 'cluster',
    roles: [RoleCode.operator],
  },
]);
