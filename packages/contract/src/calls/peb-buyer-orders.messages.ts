import type { Catalogue } from '../messages/catalogue';

/** Order centre (peb): the buyer's orders (cancel, cancellation applications, remind, delete) and approval. */
export const pebBuyerOrderMessages = {
  'order.notice.numberedTitle': {
    'zh-CN': '{{title}}（{{orderNo}}）',
    'en-US': '{{title}} ({{orderNo}})',
  },
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
  'order.notice.cancelAppliedTitle': { 'zh-CN': '买方申请取消订单', 'en-US': 'Cancellation requested' },
  'order.notice.cancelAppliedBody': {
    'zh-CN': '采购人申请取消订单 {{orderNo}}，原因：{{reason}}。请在取消申请中处理。',
    'en-US': 'The buyer asks to cancel order {{orderNo}}: {{reason}}. Please answer the application.',
  },
  'order.notice.remindTitle': { 'zh-CN': '采购人催促确认订单', 'en-US': 'Buyer awaits your confirmation' },
  'order.notice.remindBody': {
    'zh-CN': '订单 {{orderNo}} 等待您确认，采购人已催促，请尽快处理。',
    'en-US':
      'Order {{orderNo}} awaits your confirmation and the buyer has sent a reminder; please handle it.',
  },
  'order.cancelApplicationPending': {
    'zh-CN': '该订单已有待处理的取消申请，请等待供应商处理',
    'en-US': 'This order already has a pending cancellation application; wait for the supplier',
  },
  'order.cancelNotAllowed': {
    'zh-CN': '订单已发货或已结束，不能取消',
    'en-US': 'The order has been delivered or has ended; it can no longer be cancelled',
  },
  'order.remindNotAllowed': {
    'zh-CN': '只有待供应商确认的订单可以催促确认',
    'en-US': 'Only an order awaiting the supplier’s confirmation can be reminded',
  },
  'order.remindTooEarly': {
    'zh-CN': '订单提交给供应商未满 {{hours}} 小时，暂不能催促',
    'en-US': 'The supplier has had the order for less than {{hours}} hours; remind it later',
  },
  'order.remindedToday': {
    'zh-CN': '该订单 24 小时内已催促过，请稍后再试',
    'en-US': 'You reminded the supplier of this order within the last 24 hours; try again later',
  },
  'order.deleteNotAllowed': {
    'zh-CN': '只有已取消、已拒绝或已关闭的订单可以删除',
    'en-US': 'Only cancelled, refused or closed orders can be deleted',
  },
} satisfies Catalogue;
