import { cancelApplicationMachine, orderMachine, shipmentMachine } from '@procuremart/contract';
import { defineModule } from '../../platform/module';
import { orderGuards } from './order-guards';

/**
 * Orders: the model every order screen shares (tables, the order, shipment and cancellation-application
 * machines, guards, rows, steps, stock release, refunds, notices, the detail).
 */
export default defineModule({
  name: 'orders',
  register: () => {},
  machines: [orderMachine, shipmentMachine, cancelApplicationMachine],
  guards: orderGuards,
});
