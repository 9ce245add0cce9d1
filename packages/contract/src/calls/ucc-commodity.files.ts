import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const commodityFiles = defineFileKinds({
  exports: {
    supplierGoods: bilingual('我的商品', 'My goods'),
    commodityQuery: bilingual('商品查询', 'Goods query'),
  },
});
