import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { frontCategories } from '../category-tables';
import { registerFrontCategoryRoutes } from './routes';

export default defineModule({
  name: 'catalog.frontCategories',
  register: registerFrontCategoryRoutes,
  auditNames: { frontCategory: namesFrom(frontCategories, frontCategories.id, frontCategories.name) },
});
