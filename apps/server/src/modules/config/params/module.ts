import { defineModule } from '../../../platform/module';
import { registerParamRoutes } from './routes';

export default defineModule({ name: 'config.params', register: registerParamRoutes });
