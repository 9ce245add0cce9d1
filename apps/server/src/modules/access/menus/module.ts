import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { menus } from '../tables';
import { registerMenuRoutes } from './routes';
import { menuApps } from './tables';

/** Menu and application management: operators' edits of the manifests' menus, drafted and published. */
export default defineModule({
  name: 'access.menus',
  register: registerMenuRoutes,
  auditNames: {
    menu: namesFrom(menus, menus.id, menus.menuCode),
    menuApp: namesFrom(menuApps, menuApps.id, menuApps.appCode),
  },
});
