import { defineModule } from '../../../platform/module';
import { registerPaymentRoutes } from './routes';
import { unpaidCancelJob, unpaidCancelSchedule } from './unpaid-cancel-job';

/** The cashier: pay methods, online payments through the gateway, and cancelling unpaid online orders. */
export default defineModule({
  name: 'payment',
  register: registerPaymentRoutes,
  jobs: [unpaidCancelJob],
  schedules: [unpaidCancelSchedule],
});
