import { defineModule } from '../../platform/module';
import { registerContentRoutes } from './routes';

export default defineModule({ name: 'content', register: registerContentRoutes });
