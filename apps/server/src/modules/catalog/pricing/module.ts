import { skuChangeMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { priceFileImport, stockImport } from './pricing-imports';
import { registerPricingRoutes } from './routes';

export default defineModule({
  name: 'catalog.pricing',
  register: registerPricingRoutes,
  machines: [skuChangeMachine],
  imports: [stockImport, priceFileImport],
});
