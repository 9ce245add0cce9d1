import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { brands } from '../brand-tables';
import { brandExport } from './brand-export';
import { brandImport } from './brand-import';
import { brandSteps } from './brand-steps';
import { registerBrandRoutes } from './routes';

export default defineModule({
  name: 'catalog.brands',
  register: registerBrandRoutes,
  machines: [brandSteps],
  exports: [brandExport],
  imports: [brandImport],
  auditNames: { brand: namesFrom(brands, brands.id, brands.brandName) },
});
