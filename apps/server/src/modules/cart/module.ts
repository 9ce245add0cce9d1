import { defineModule } from '../../platform/module';
import { registerCartRoutes } from './routes';

export default defineModule({ name: 'cart', register: registerCartRoutes });
