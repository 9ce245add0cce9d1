import type { Catalogue } from './catalogue';

/** Order centre (peb): rules every order step shares. */
export const pebOrderMessages = {
  'order.notFound': { 'zh-CN': '订单不存在', 'en-US': 'The order does not exist' },
  'order.ownOrderApproval': {
    'zh-CN': '不能审批自己提交的订单',
    'en-US': 'You cannot approve an order you placed yourself',
  },
  'order.onlyBuyer': {
    'zh-CN': '只有下单人可以进行该操作',
    'en-US': 'Only the person who placed the order can do this',
  },
  'order.alreadyPaid': { 'zh-CN': '订单已支付', 'en-US': 'The order has been paid' },
} satisfies Catalogue;
