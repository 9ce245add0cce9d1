import { defineModule } from '../../platform/module';
import { registerSearchRoutes } from './routes';

export default defineModule({ name: 'search', register: registerSearchRoutes });
