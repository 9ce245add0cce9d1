import { categoryMachine } from '@procuremart/contract';
import { defineModule } from '../../../platform/module';
import { registerCategoryRoutes } from './routes';

export default defineModule({
  name: 'catalog.categories',
  register: registerCategoryRoutes,
  machines: [categoryMachine],
});
