import { defineModule } from '../../../platform/module';
import { registerGroupRoutes } from './routes';

export default defineModule({ name: 'catalog.groups', register: registerGroupRoutes });
