import { defineModule } from '../../../platform/module';
import { registerVisibilityRoutes } from './routes';

export default defineModule({ name: 'catalog.visibility', register: registerVisibilityRoutes });
