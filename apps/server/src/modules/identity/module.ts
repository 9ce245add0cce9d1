import { defineModule } from '../../platform/module';
import { registerIdentityRoutes } from './routes';

export default defineModule({ name: 'identity', register: registerIdentityRoutes });
