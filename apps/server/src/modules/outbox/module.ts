import { defineModule } from '../../platform/module';
import { deliveryJob } from './delivery-job';
import { registerOutboxRoutes } from './routes';

export default defineModule({
  name: 'outbox',
  register: registerOutboxRoutes,
  jobs: [deliveryJob],
});
