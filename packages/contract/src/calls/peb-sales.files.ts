import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const salesFiles = defineFileKinds({
  exports: { shopOrder: bilingual('店铺订单', 'Shop orders') },
});
