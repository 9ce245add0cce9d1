import { defineModule } from '../../../platform/module';
import { registerWorkbenchRoutes } from './routes';

/**
 * The member workbench ("my home"): the user's common menus (kept with its preferences), and the to-dos and
 * sections the domains declare (platform/workbench.ts).
 */
export default defineModule({ name: 'identity.workbench', register: registerWorkbenchRoutes });
