import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): commodity groups and related goods. */
export const uccGroupMessages = {
  'group.notFound': { 'zh-CN': '商品分组不存在', 'en-US': 'The commodity group does not exist' },
  'group.codeFormat': {
    'zh-CN': '分组编码只能包含字母、数字、下划线和短横线',
    'en-US': 'The group code may hold only letters, digits, underscores and hyphens',
  },
  'group.codeTaken': { 'zh-CN': '分组编码已存在', 'en-US': 'This group code is already in use' },
  'group.skuRequired': { 'zh-CN': '请至少选择一个商品', 'en-US': 'Choose at least one SKU' },
  'group.tooManySkus': { 'zh-CN': '选择的商品过多', 'en-US': 'Too many SKUs chosen' },
  'group.duplicateSku': { 'zh-CN': '同一商品不能重复选择', 'en-US': 'The same SKU is chosen twice' },
  'group.full': {
    'zh-CN': '分组商品已达上限（200 个）',
    'en-US': 'The group already holds the most SKUs it may (200)',
  },
  'group.skuNotFound': {
    'zh-CN': '所选商品不存在',
    'en-US': 'A chosen SKU does not exist',
  },
  'group.orderMismatch': {
    'zh-CN': '分组商品已变化，请刷新后重新排序',
    'en-US': "The group's SKUs have changed: refresh and reorder again",
  },
  'related.skuUnavailable': {
    'zh-CN': '所选相关商品不存在或不可选',
    'en-US': 'A chosen related SKU does not exist or may not be chosen',
  },
  'related.ownSku': {
    'zh-CN': '不能把本商品自己的规格设为相关商品',
    'en-US': "The product's own SKUs cannot be its related goods",
  },
} satisfies Catalogue;
