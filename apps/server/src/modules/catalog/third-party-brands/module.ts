import { thirdPartyBrandMachine } from '@procuremart/contract';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { thirdPartyBrandExport, thirdPartyBrandImport } from './file-kinds';
import { registerThirdPartyBrandRoutes } from './routes';
import { thirdPartyBrands } from './tables';

export default defineModule({
  name: 'catalog.thirdPartyBrands',
  register: registerThirdPartyBrandRoutes,
  machines: [thirdPartyBrandMachine],
  exports: [thirdPartyBrandExport],
  imports: [thirdPartyBrandImport],
  auditNames: {
    thirdPartyBrand: namesFrom(thirdPartyBrands, thirdPartyBrands.id, thirdPartyBrands.externalName),
  },
});
