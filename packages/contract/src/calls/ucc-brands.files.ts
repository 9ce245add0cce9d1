import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const brandFiles = defineFileKinds({
  exports: { brand: bilingual('品牌列表', 'Brands') },
  imports: { brand: bilingual('品牌导入结果', 'Brand import result') },
});
