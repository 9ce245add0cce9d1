import { defineModule } from '../../../platform/module';
import { registerWorkbenchRoutes } from './routes';

/** The member workbench ("my home"): the user's common menus, kept with its preferences. */
export default defineModule({ name: 'identity.workbench', register: registerWorkbenchRoutes });
