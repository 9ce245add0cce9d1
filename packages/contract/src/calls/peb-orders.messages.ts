import type { Catalogue } from '../messages/catalogue';

/** Order centre (peb): rules every order step shares. */
export const pebOrderMessages = {
  'order.notFound': { 'zh-CN': '订单不存在', 'en-US': 'The order does not exist' },
  'order.awaitingPayment': {
    'zh-CN': '订单尚未支付，供应商暂不能处理',
    'en-US': 'The order is not paid yet; the supplier cannot handle it',
  },
  'order.notAllAccepted': {
    'zh-CN': '订单还有未验收的商品',
    'en-US': 'Some goods of the order have not been accepted yet',
  },
  'shipment.notFound': { 'zh-CN': '发货单不存在', 'en-US': 'The shipment does not exist' },
  'cancelApplication.notFound': {
    'zh-CN': '取消申请不存在',
    'en-US': 'The cancellation application does not exist',
  },
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
