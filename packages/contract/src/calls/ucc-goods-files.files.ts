import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const goodsFileFiles = defineFileKinds({
  imports: { goods: bilingual('商品导入结果', 'Goods import result') },
});
