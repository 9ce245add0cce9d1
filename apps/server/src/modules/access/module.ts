import { defineModule } from '../../platform/module';
import { registerAccessRoutes } from './routes';

export default defineModule({ name: 'access', register: registerAccessRoutes });
