import { namesFrom } from '../../platform/audit-names';
import { defineModule } from '../../platform/module';
import { registerMessageRoutes } from './routes';
import { siteMessages } from './tables';
import { messagesWorkbench } from './workbench';

export default defineModule({
  name: 'messages',
  register: registerMessageRoutes,
  workbench: messagesWorkbench,
  // A platform message is named by its title in the operation log (until it is withdrawn).
  auditNames: { platformMessage: namesFrom(siteMessages, siteMessages.id, siteMessages.title) },
});
