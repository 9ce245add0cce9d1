import type { Catalogue } from './catalogue';

/** Order centre (peb): the buyer's orders and order approval. */
export const pebBuyerOrderMessages = {
  'order.notice.approvedTitle': { 'zh-CN': '订单审批通过', 'en-US': 'Order approved' },
  'order.notice.approvedBody': {
    'zh-CN': '您的订单 {{orderNo}} 已审批通过，等待供应商确认。{{remark}}',
    'en-US': 'Your order {{orderNo}} was approved and now awaits the supplier. {{remark}}',
  },
  'order.notice.rejectedTitle': { 'zh-CN': '订单审批未通过', 'en-US': 'Order rejected' },
  'order.notice.rejectedBody': {
    'zh-CN': '您的订单 {{orderNo}} 审批未通过：{{remark}}',
    'en-US': 'Your order {{orderNo}} was rejected in approval: {{remark}}',
  },
} satisfies Catalogue;
