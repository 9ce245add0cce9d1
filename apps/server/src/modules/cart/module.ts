import { defineModule } from '../../platform/module';
import { cartExport } from './quick-order/cart-export';
import { cartImport } from './quick-order/cart-import';
import { registerCartRoutes } from './routes';

export default defineModule({
  name: 'cart',
  register: registerCartRoutes,
  exports: [cartExport],
  imports: [cartImport],
});
