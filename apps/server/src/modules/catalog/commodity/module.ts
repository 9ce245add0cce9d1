import { skuMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { listingGuards } from './listing-guards';
import { registerCommodityRoutes } from './routes';

export default defineModule({
  name: 'catalog.commodity',
  register: registerCommodityRoutes,
  machines: [skuMachine],
  guards: listingGuards,
});
