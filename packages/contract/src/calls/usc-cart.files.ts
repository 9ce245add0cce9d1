import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const cartFiles = defineFileKinds({
  exports: { cart: bilingual('购物车商品', 'Cart goods') },
  imports: { cart: bilingual('购物车导入结果', 'Cart import result') },
});
