import { orderMachine } from '@procuremart/contract';
import { defineModule } from '../../platform/module';
import { orderGuards } from './order-guards';

/** Orders: the model every order screen shares (tables, machine, guards, rows, steps, stock release). */
export default defineModule({
  name: 'orders',
  register: () => {},
  machines: [orderMachine],
  guards: orderGuards,
});
