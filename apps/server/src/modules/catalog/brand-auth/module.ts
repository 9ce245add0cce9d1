import { sql } from 'drizzle-orm';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { brands } from '../brand-tables';
import { brandAuthSubscribers } from './brand-auth-approval';
import { brandAuthSteps } from './brand-auth-machine';
import { registerBrandAuthRoutes } from './routes';
import { brandAuths } from './tables';
import { brandAuthWorkbench } from './workbench';

export default defineModule({
  name: 'catalog.brandAuth',
  register: registerBrandAuthRoutes,
  workbench: brandAuthWorkbench,
  machines: [brandAuthSteps],
  subscribers: brandAuthSubscribers,
  // An authorisation by its brand's name.
  auditNames: {
    brandAuth: namesFrom(
      brandAuths,
      brandAuths.id,
      sql`(select ${brands.brandName} from ${brands} where ${brands.id} = ${brandAuths.brandId})`,
    ),
  },
});
