import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const pricingFiles = defineFileKinds({
  imports: {
    stock: bilingual('库存导入结果', 'Stock import result'),
    priceFile: bilingual('价格文件导入结果', 'Price file import result'),
  },
});
