import { defineModule } from '../../../platform/module';
import { orderQueryExport } from './order-query-export';
import { registerOperatorOrderRoutes } from './routes';

/** The operators' integrated order query with its export and lookups, parent order details, closing an order. */
export default defineModule({
  name: 'orders.operator',
  register: registerOperatorOrderRoutes,
  exports: [orderQueryExport],
});
