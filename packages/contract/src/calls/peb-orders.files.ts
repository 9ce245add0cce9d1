import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const orderFiles = defineFileKinds({
  exports: {
    myOrder: bilingual('我的订单', 'My orders'),
    orgOrder: bilingual('企业订单', 'Organisation orders'),
  },
});
