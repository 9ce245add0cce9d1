import { defineModule } from '../../../platform/module';
import { registerGoodsRoutes } from './routes';

export default defineModule({ name: 'catalog.goods', register: registerGoodsRoutes });
