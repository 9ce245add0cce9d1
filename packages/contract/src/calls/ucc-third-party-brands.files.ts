import { defineFileKinds } from '../file-kinds';
import { bilingual } from '../texts';

export const thirdPartyBrandFiles = defineFileKinds({
  exports: { thirdPartyBrand: bilingual('第三方品牌', 'Third-party brands') },
  imports: { thirdPartyBrand: bilingual('第三方品牌导入结果', 'Third-party brand import result') },
});
