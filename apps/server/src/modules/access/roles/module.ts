import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { roles } from '../tables';
import { roleSteps } from './role-steps';
import { registerRoleRoutes } from './routes';

/** Roles: operators run every role (menus, users, organisations); enterprise administrators hand theirs out. */
export default defineModule({
  name: 'access.roles',
  register: registerRoleRoutes,
  machines: [roleSteps],
  auditNames: { role: namesFrom(roles, roles.id, roles.roleName) },
});
