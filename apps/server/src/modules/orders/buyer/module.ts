import { defineModule } from '../../../platform/module';
import { myOrderExport } from './my-order-export';
import { registerBuyerOrderRoutes } from './routes';

/** The buyer's orders: list with status tabs, detail, cancellation before confirmation, export. */
export default defineModule({
  name: 'orders.buyer',
  register: registerBuyerOrderRoutes,
  exports: [myOrderExport],
});
