import type { Catalogue } from '../messages/catalogue';

/** Shopping centre (usc): the cart and quick order. */
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
  'cart.duplicateLine': {
    'zh-CN': '同一商品在购物车中出现了多次',
    'en-US': 'The same product appears more than once in the cart',
  },
  'cart.skuUnavailable': {
    'zh-CN': '该商品不存在或已下架，无法加入购物车',
    'en-US': 'This product does not exist or is off shelf and cannot be added to the cart',
  },
  'cart.insufficientStock': {
    'zh-CN': '库存不足，当前库存{{stock}}',
    'en-US': 'Not enough stock: {{stock}} left',
  },
  'quickOrder.noLines': {
    'zh-CN': '请至少填写一行商品编码和数量',
    'en-US': 'Enter at least one goods code and quantity',
  },
  'quickOrder.tooManyLines': {
    'zh-CN': '一次最多200行，请分批下单',
    'en-US': 'At most 200 lines at a time; split the list',
  },
  'quickOrder.codeTooLong': {
    'zh-CN': '商品编码不能超过60个字符',
    'en-US': 'A goods code must not exceed 60 characters',
  },
  'quickOrder.problem.badQuantity': {
    'zh-CN': '数量须为1到9999的整数',
    'en-US': 'The quantity must be a whole number from 1 to 9999',
  },
  'quickOrder.problem.notFound': { 'zh-CN': '商品不存在', 'en-US': 'No goods with this code' },
  'quickOrder.problem.ambiguous': {
    'zh-CN': '多个供应商的商品使用此编码，请填写商品编号（SKU ID）',
    'en-US': "Several suppliers' goods have this code; enter the SKU id instead",
  },
  'quickOrder.problem.notBuyable': {
    'zh-CN': '该商品所在店铺已关闭，无法购买',
    'en-US': 'The shop of this product is closed; it cannot be bought',
  },
  'quickOrder.problem.offShelf': { 'zh-CN': '商品已下架', 'en-US': 'The product is off shelf' },
  'quickOrder.problem.insufficientStock': {
    'zh-CN': '库存不足，当前库存{{stock}}',
    'en-US': 'Not enough stock: {{stock}} left',
  },
} satisfies Catalogue;
