import type { Catalogue } from '../messages/catalogue';

/** Order centre (peb): the operators' order query, parent orders and closing an order. */
export const pebOrderQueryMessages = {
  'orderQuery.parentNotFound': { 'zh-CN': '父订单不存在', 'en-US': 'The checkout does not exist' },
  'orderQuery.notice.closedTitle': { 'zh-CN': '订单已关闭', 'en-US': 'Order closed' },
  'orderQuery.notice.closedBody': {
    'zh-CN': '订单 {{orderNo}} 已被平台运营关闭：{{reason}}',
    'en-US': 'Order {{orderNo}} was closed by the platform operator: {{reason}}',
  },
} satisfies Catalogue;
