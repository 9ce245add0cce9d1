import { defineModule } from '../../../platform/module';
import { registerCancellationRoutes } from './routes';

/** The buyer's cancellation applications (made through peb_cancelOrder): list with status tabs, detail. */
export default defineModule({ name: 'orders.cancellation', register: registerCancellationRoutes });
