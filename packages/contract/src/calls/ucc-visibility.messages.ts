import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): goods pools and channels, and what they hide from limited buyers. */
export const uccVisibilityMessages = {
  'visibility.notInYourChannels': {
    'zh-CN': '该商品不在贵单位可采购的渠道或商品池内',
    'en-US': 'These goods are outside the channels and pools your organisation may buy from',
  },
  'visibility.codeFormat': {
    'zh-CN': '编码只能包含字母、数字、“-”和“_”',
    'en-US': 'Codes may hold only letters, digits, "-" and "_"',
  },
  'visibility.codeTaken': { 'zh-CN': '该编码已被使用', 'en-US': 'This code is already in use' },
  'visibility.tooMany': {
    'zh-CN': '一次最多调整500条',
    'en-US': 'At most 500 can change at once',
  },
  'visibility.poolNotFound': { 'zh-CN': '商品池不存在', 'en-US': 'The goods pool does not exist' },
  'visibility.channelNotFound': { 'zh-CN': '渠道不存在', 'en-US': 'The channel does not exist' },
  'visibility.orgNotFound': {
    'zh-CN': '采购单位不存在',
    'en-US': 'The purchasing organisation does not exist',
  },
  'visibility.skuNotFound': { 'zh-CN': '商品不存在', 'en-US': 'The goods do not exist' },
  'visibility.poolInUse': {
    'zh-CN': '仍有采购单位被限定在该商品池，请先取消授权',
    'en-US': 'Organisations are still limited to this pool; take the grants back first',
  },
  'visibility.channelInUse': {
    'zh-CN': '该渠道仍有商品或授权单位，不能删除',
    'en-US': 'This channel still holds goods or is granted to organisations; it cannot be deleted',
  },
  'visibility.addAndRemove': {
    'zh-CN': '同一条不能既添加又移除',
    'en-US': 'The same entry cannot be both added and removed',
  },
} satisfies Catalogue;
