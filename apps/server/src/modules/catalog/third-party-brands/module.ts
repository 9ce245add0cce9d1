import { thirdPartyBrandMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { thirdPartyBrandExport, thirdPartyBrandImport } from './file-kinds';
import { registerThirdPartyBrandRoutes } from './routes';

export default defineModule({
  name: 'catalog.thirdPartyBrands',
  register: registerThirdPartyBrandRoutes,
  machines: [thirdPartyBrandMachine],
  exports: [thirdPartyBrandExport],
  imports: [thirdPartyBrandImport],
});
