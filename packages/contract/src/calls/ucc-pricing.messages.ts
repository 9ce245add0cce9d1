import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): stock, price changes and their audit, price files. */
export const uccPricingMessages = {
  'pricing.skuTwice': {
    'zh-CN': '同一商品不能出现两次',
    'en-US': 'The same goods appear twice',
  },
  'pricing.changePending': {
    'zh-CN': '该商品已有待审核的变更申请，请等待审核或撤回后再提交',
    'en-US': 'These goods already have a change request awaiting audit; wait for it or withdraw it first',
  },
  'pricing.priceUnchanged': {
    'zh-CN': '新价格与当前价格相同',
    'en-US': 'The new prices are the same as the current ones',
  },
  'pricing.inListingAudit': {
    'zh-CN': '商品正在上架审核中，暂不能改价',
    'en-US': 'The goods are in the listing audit; their price cannot change now',
  },
  'pricing.requestStale': {
    'zh-CN': '商品价格在申请后已变化，请驳回该申请',
    'en-US': 'The price changed after this request was made; reject the request',
  },
  'pricing.changeRequired': { 'zh-CN': '请选择变更申请', 'en-US': 'Choose change requests' },
  'pricing.changeNotFound': { 'zh-CN': '变更申请不存在', 'en-US': 'The change request does not exist' },
  'pricing.codeNotFound': {
    'zh-CN': '商品编码「{{code}}」不是您的商品',
    'en-US': 'The goods code "{{code}}" is not one of your goods',
  },
} satisfies Catalogue;
