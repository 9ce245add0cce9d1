import type { Catalogue } from '../messages/catalogue';

/** Order centre (peb): the buyer's receiving (arrival registration, acceptance, automatic receipt). */
export const pebReceivingMessages = {
  'receiving.arrivedNegative': {
    'zh-CN': '到货数量不能小于 0',
    'en-US': 'The arrived quantity cannot be below 0',
  },
  'receiving.arrivedTooMany': {
    'zh-CN': '到货数量不能超过发货数量',
    'en-US': 'The arrived quantity cannot exceed the shipped quantity',
  },
  'receiving.lineNotOnShipment': {
    'zh-CN': '该商品不在此发货单上',
    'en-US': 'This item is not on the shipment',
  },
  'receiving.nothingArrived': {
    'zh-CN': '该订单没有待验收的到货',
    'en-US': 'The order has no arrivals waiting for acceptance',
  },
  'receiving.notice.acceptedTitle': { 'zh-CN': '发货已验收', 'en-US': 'Delivery accepted' },
  'receiving.notice.acceptedBody': {
    'zh-CN': '订单 {{orderNo}} 的发货单 {{shipmentNo}} 已验收，验收件数: {{pieces}}。',
    'en-US': 'Shipment {{shipmentNo}} of order {{orderNo}} was accepted; pieces accepted: {{pieces}}.',
  },
  'receiving.notice.notArrivedTitle': { 'zh-CN': '部分商品未到货', 'en-US': 'Pieces did not arrive' },
  'receiving.notice.notArrivedBody': {
    'zh-CN': '订单 {{orderNo}} 的发货单 {{shipmentNo}} 有 {{pieces}} 件未到货，按拒收处理，请重新发货。',
    'en-US':
      'Shipment {{shipmentNo}} of order {{orderNo}}: {{pieces}} pieces did not arrive and count as rejected; please deliver them again.',
  },
  'receiving.notice.rejectedTitle': { 'zh-CN': '发货被拒收', 'en-US': 'Delivery rejected' },
  'receiving.notice.rejectedBody': {
    'zh-CN': '订单 {{orderNo}} 的发货单 {{shipmentNo}} 被拒收，原因: {{reason}}。请重新发货。',
    'en-US': 'Shipment {{shipmentNo}} of order {{orderNo}} was rejected: {{reason}}. Please deliver again.',
  },
  'receiving.notice.completedTitle': { 'zh-CN': '订单已完成', 'en-US': 'Order completed' },
  'receiving.notice.completedBody': {
    'zh-CN': '订单 {{orderNo}} 的商品已全部验收，订单已完成。',
    'en-US': 'Every item of order {{orderNo}} has been accepted; the order is complete.',
  },
  'receiving.notice.autoReceivedTitle': {
    'zh-CN': '已自动确认收货',
    'en-US': 'Receipt confirmed automatically',
  },
  'receiving.notice.autoReceivedBody': {
    'zh-CN': '订单 {{orderNo}} 的发货单 {{shipmentNos}} 发货后 {{days}} 天内未验收，系统已自动确认收货。',
    'en-US':
      'Shipments {{shipmentNos}} of order {{orderNo}} were not accepted within {{days}} days of delivery, so receipt was confirmed automatically.',
  },
} satisfies Catalogue;
