import { defineModule } from '../../../platform/module';
import { registerAddressRoutes } from './routes';

export default defineModule({ name: 'addresses.addresses', register: registerAddressRoutes });
