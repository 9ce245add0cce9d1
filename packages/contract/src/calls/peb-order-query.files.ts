import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const orderQueryFiles = defineFileKinds({
  exports: { orderIntegratedQuery: bilingual('订单综合查询', 'Order query') },
});
