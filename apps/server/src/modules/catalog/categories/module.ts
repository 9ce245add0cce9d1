import { categoryMachine } from '@procuremart/contract';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { categories } from '../category-tables';
import { registerCategoryRoutes } from './routes';

export default defineModule({
  name: 'catalog.categories',
  register: registerCategoryRoutes,
  machines: [categoryMachine],
  auditNames: { category: namesFrom(categories, categories.id, categories.name) },
});
