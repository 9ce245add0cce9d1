import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): price monitoring, the comparison across suppliers, third-party brands. */
export const uccMonitoringMessages = {
  'monitoring.skuNotFound': { 'zh-CN': '商品不存在', 'en-US': 'The goods do not exist' },
  'thirdPartyBrand.notFound': {
    'zh-CN': '第三方品牌不存在',
    'en-US': 'The third-party brand does not exist',
  },
  'thirdPartyBrand.codeTaken': {
    'zh-CN': '该供应商已有此品牌编码',
    'en-US': 'This supplier already has this brand code',
  },
  'thirdPartyBrand.codeChars': {
    'zh-CN': '品牌编码只能包含字母、数字和 _ . - /',
    'en-US': 'A brand code may hold only letters, digits and _ . - /',
  },
  'thirdPartyBrand.supplierNotFound': { 'zh-CN': '供应商不存在', 'en-US': 'The supplier does not exist' },
  'thirdPartyBrand.supplierCodeNotFound': {
    'zh-CN': '供应商编码「{{code}}」不存在',
    'en-US': 'The supplier code "{{code}}" does not exist',
  },
  'thirdPartyBrand.brandNotFound': {
    'zh-CN': '平台品牌不存在或已停用',
    'en-US': 'The platform brand does not exist or is disabled',
  },
  'thirdPartyBrand.brandNameNotFound': {
    'zh-CN': '平台品牌「{{name}}」不存在或已停用',
    'en-US': 'The platform brand "{{name}}" does not exist or is disabled',
  },
} as const satisfies Catalogue;
