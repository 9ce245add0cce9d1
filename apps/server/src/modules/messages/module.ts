import { defineModule } from '../../platform/module';
import { registerMessageRoutes } from './routes';

export default defineModule({ name: 'messages', register: registerMessageRoutes });
