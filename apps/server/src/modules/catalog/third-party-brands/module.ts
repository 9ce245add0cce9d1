import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { thirdPartyBrandExport, thirdPartyBrandImport } from './file-kinds';
import { registerThirdPartyBrandRoutes } from './routes';
import { thirdPartyBrands } from './tables';
import { thirdPartyBrandSteps } from './third-party-brand-steps';

export default defineModule({
  name: 'catalog.thirdPartyBrands',
  register: registerThirdPartyBrandRoutes,
  machines: [thirdPartyBrandSteps],
  exports: [thirdPartyBrandExport],
  imports: [thirdPartyBrandImport],
  auditNames: {
    thirdPartyBrand: namesFrom(thirdPartyBrands, thirdPartyBrands.id, thirdPartyBrands.externalName),
  },
});
