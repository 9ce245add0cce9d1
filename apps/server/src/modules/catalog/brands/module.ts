import { brandMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { registerBrandRoutes } from './routes';

export default defineModule({
  name: 'catalog.brands',
  register: registerBrandRoutes,
  machines: [brandMachine],
});
