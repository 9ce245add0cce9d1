import type { Catalogue } from '../messages/catalogue';

/** Order centre (peb): the supplier's side of orders (confirmation, delivery, cancellation answers). */
export const pebSalesMessages = {
  'sales.carrierRequired': {
    'zh-CN': '请填写物流公司，或选择自有人员配送',
    'en-US': 'Enter the carrier, or choose delivery by own staff',
  },
  'sales.waybillRequired': { 'zh-CN': '请填写物流单号', 'en-US': 'Enter the waybill number' },
  'sales.waybillInvalid': {
    'zh-CN': '物流单号只能包含字母、数字和短横线',
    'en-US': 'A waybill number holds letters, digits and hyphens only',
  },
  'sales.waybillTooLong': {
    'zh-CN': '物流单号不能超过40个字符',
    'en-US': 'A waybill number has at most 40 characters',
  },
  'sales.deliveryWayBoth': {
    'zh-CN': '物流配送与自有人员配送只能选择一种',
    'en-US': 'Choose either a carrier or own staff, not both',
  },
  'sales.linesRequired': { 'zh-CN': '请至少发货一件商品', 'en-US': 'Ship at least one piece' },
  'sales.lineTwice': { 'zh-CN': '同一商品行只能填写一次', 'en-US': 'Each order line may appear once only' },
  'sales.numAtLeastOne': { 'zh-CN': '发货数量至少为1', 'en-US': 'Ship at least 1 piece per line' },
  'sales.lineNotInOrder': {
    'zh-CN': '商品行不属于该订单',
    'en-US': 'The line does not belong to this order',
  },
  'sales.overShipped': {
    'zh-CN': '“{{skuName}}”发货数量超出，剩余可发 {{left}}',
    'en-US': '"{{skuName}}": too many pieces; {{left}} left to ship',
  },
  'sales.notDeliverable': {
    'zh-CN': '订单当前状态不能发货',
    'en-US': 'The order cannot be delivered in its current status',
  },
  'sales.shipmentDecided': {
    'zh-CN': '发货单已验收或拒收，不能再修改',
    'en-US': 'The shipment has been accepted or rejected and can no longer be changed',
  },
  'sales.applicationDecided': {
    'zh-CN': '该取消申请已处理',
    'en-US': 'This cancellation application has already been answered',
  },
  'sales.notice.newOrderTitle': { 'zh-CN': '您有新的订单待确认', 'en-US': 'New order to confirm' },
  'sales.notice.newOrderBody': {
    'zh-CN': '订单 {{orderNo}}（金额 ¥{{amount}}）等待您确认。',
    'en-US': 'Order {{orderNo}} (amount ¥{{amount}}) awaits your confirmation.',
  },
  'sales.notice.buyerCancelledTitle': {
    'zh-CN': '采购方取消了订单',
    'en-US': 'Order cancelled by the buyer',
  },
  'sales.notice.buyerCancelledBody': {
    'zh-CN': '订单 {{orderNo}} 在您确认前已被采购方取消：{{reason}}',
    'en-US': 'Order {{orderNo}} was cancelled by the buyer before you confirmed it: {{reason}}',
  },
  'sales.notice.confirmedTitle': { 'zh-CN': '供应商已确认订单', 'en-US': 'Order confirmed by the supplier' },
  'sales.notice.confirmedBody': {
    'zh-CN': '您的订单 {{orderNo}} 已由供应商确认，等待发货。',
    'en-US': 'Your order {{orderNo}} was confirmed by the supplier and awaits delivery.',
  },
  'sales.notice.refusedTitle': { 'zh-CN': '供应商拒绝了订单', 'en-US': 'Order refused by the supplier' },
  'sales.notice.refusedBody': {
    'zh-CN': '您的订单 {{orderNo}} 被供应商拒绝：{{reason}}',
    'en-US': 'Your order {{orderNo}} was refused by the supplier: {{reason}}',
  },
  'sales.notice.deliveredTitle': { 'zh-CN': '订单已发货', 'en-US': 'Order shipped' },
  'sales.notice.deliveredBody': {
    'zh-CN': '您的订单 {{orderNo}} 已发货（发货单 {{shipmentNo}}，{{pieces}} 件），请注意查收。',
    'en-US': 'Your order {{orderNo}} was shipped (shipment {{shipmentNo}}, pieces: {{pieces}}).',
  },
  'sales.notice.cancelAgreedTitle': { 'zh-CN': '取消申请已同意', 'en-US': 'Cancellation agreed' },
  'sales.notice.cancelAgreedBody': {
    'zh-CN': '供应商已同意取消订单 {{orderNo}}。{{remark}}',
    'en-US': 'The supplier agreed to cancel order {{orderNo}}. {{remark}}',
  },
  'sales.notice.cancelRefusedTitle': { 'zh-CN': '取消申请被拒绝', 'en-US': 'Cancellation refused' },
  'sales.notice.cancelRefusedBody': {
    'zh-CN': '供应商拒绝取消订单 {{orderNo}}：{{remark}}',
    'en-US': 'The supplier refused to cancel order {{orderNo}}: {{remark}}',
  },
} satisfies Catalogue;
