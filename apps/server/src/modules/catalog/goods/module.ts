import { defineModule } from '../../../platform/module';
import { registerGoodsRoutes } from './routes';
import { salesCountSubscribers } from './sales-count';

/** The storefront's goods: cards, details, shops, pictures; stock holds; sales counts of completed orders. */
export default defineModule({
  name: 'catalog.goods',
  register: registerGoodsRoutes,
  subscribers: salesCountSubscribers,
});
