import { defineModule } from '../../../platform/module';
import { registerFrontCategoryRoutes } from './routes';

export default defineModule({ name: 'catalog.frontCategories', register: registerFrontCategoryRoutes });
