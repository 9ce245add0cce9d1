import { defineModule } from '../../../platform/module';
import { memberExport, memberImport } from './member-files';
import { memberSteps } from './member-steps';
import { registerMemberRoutes } from './routes';

/** Members: the enterprise administrator's and operators' member management, and every user's password change. */
export default defineModule({
  name: 'identity.members',
  register: registerMemberRoutes,
  machines: [memberSteps],
  exports: [memberExport],
  imports: [memberImport],
});
