import { brandAuthMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { brandAuthGuards } from './brand-auth-steps';
import { registerBrandAuthRoutes } from './routes';

export default defineModule({
  name: 'catalog.brandAuth',
  register: registerBrandAuthRoutes,
  machines: [brandAuthMachine],
  guards: brandAuthGuards,
});
