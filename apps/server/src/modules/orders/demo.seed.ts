import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoShopTerms } from '../../db/seed/demo-checkout';
import { seedDemoOrders } from '../../db/seed/demo-orders';
import { seedDemoApproval, seedDemoPaymentParams } from './seed/demo-params';

export default defineSeed([
  { name: 'approval', order: 500, run: (tx, c) => seedDemoApproval(tx, c.baseTime) },
  { name: 'paymentParams', order: 600, run: (tx, c) => seedDemoPaymentParams(tx, c.baseTime) },
  { name: 'shopTerms', order: 1000, part: 'catalog', run: (tx) => seedDemoShopTerms(tx) },
  { name: 'orders', order: 1100, part: 'orders', run: (tx) => seedDemoOrders(tx) },
]);
