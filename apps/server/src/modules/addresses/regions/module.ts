import { defineModule } from '../../../platform/module';
import { registerRegionRoutes } from './routes';

export default defineModule({ name: 'addresses.regions', register: registerRegionRoutes });
