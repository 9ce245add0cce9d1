import { defineModule } from '../../../platform/module';
import { registerCheckoutRoutes } from './routes';

/** Checkout: settlement, idempotent submission with stock reservation, the order result. */
export default defineModule({ name: 'orders.checkout', register: registerCheckoutRoutes });
