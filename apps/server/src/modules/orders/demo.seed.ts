import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoOrders } from './seed/demo-orders';
import { seedDemoApproval, seedDemoPaymentParams } from './seed/demo-params';

export default defineSeed([
  { name: 'approval', order: 500, run: (tx, c) => seedDemoApproval(tx, c.baseTime) },
  { name: 'paymentParams', order: 600, run: (tx, c) => seedDemoPaymentParams(tx, c.baseTime) },
  { name: 'orders', order: 1100, part: 'orders', run: (tx) => seedDemoOrders(tx) },
]);
