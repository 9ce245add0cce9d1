import { defineModule } from '../../../platform/module';
import { cancelApplicationSteps } from './answer-cancel-application';
import { registerSupplierOrderRoutes } from './routes';
import { saleOrderExport } from './sale-order-export';

/**
 * The supplier's side of orders: confirm or refuse, deliver in shipments and correct them, its order lists
 * (all, the queue), shipments, cancellation applications to answer, and the order list's export.
 */
export default defineModule({
  name: 'orders.supplier',
  register: registerSupplierOrderRoutes,
  machines: [cancelApplicationSteps],
  exports: [saleOrderExport],
});
