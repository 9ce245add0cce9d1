import type { Catalogue } from './catalogue';

/** Shopping centre (usc): the cart. */
export const uscMessages = {
  'cart.quantityMin': { 'zh-CN': '购买数量至少为1', 'en-US': 'The quantity must be at least 1' },
  'cart.quantityMax': {
    'zh-CN': '购买数量不能超过9999',
    'en-US': 'The quantity must not exceed 9999',
  },
  'cart.tickTarget': {
    'zh-CN': '请选择要勾选的商品',
    'en-US': 'Name the cart lines to tick, or all of them',
  },
  'cart.limitReached': {
    'zh-CN': '最多只能添加100种商品，请先去购物车处理',
    'en-US': 'At most 100 kinds of goods can be added, please go to the cart first',
  },
  'cart.skuUnavailable': {
    'zh-CN': '该商品不存在或已下架，无法加入购物车',
    'en-US': 'This product does not exist or is off shelf and cannot be added to the cart',
  },
  'cart.insufficientStock': {
    'zh-CN': '库存不足，当前库存{{stock}}',
    'en-US': 'Not enough stock: {{stock}} left',
  },
} satisfies Catalogue;
