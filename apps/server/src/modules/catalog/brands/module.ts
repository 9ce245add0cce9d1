import { brandMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { brandExport } from './brand-export';
import { brandImport } from './brand-import';
import { registerBrandRoutes } from './routes';

export default defineModule({
  name: 'catalog.brands',
  register: registerBrandRoutes,
  machines: [brandMachine],
  exports: [brandExport],
  imports: [brandImport],
});
