import { defineModule } from '../../../platform/module';
import { myOrderExport } from './my-order-export';
import { orgOrderExport } from './org-order-export';
import { registerBuyerOrderRoutes } from './routes';

/** The buyer's orders: list with status tabs, the organisation's orders, detail, cancel or apply to cancel, remind, delete, export. */
export default defineModule({
  name: 'orders.buyer',
  register: registerBuyerOrderRoutes,
  exports: [myOrderExport, orgOrderExport],
});
