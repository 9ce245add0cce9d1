// Order centre (peb): the codes of orders, payments, shipments and cancellation applications.
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';

/** Order status codes (SPEC §4). */
export const OrderStatus = {
  awaitingApproval: '00',
  awaitingConfirmation: '01',
  awaitingDelivery: '02',
  delivered: '03',
  completed: '07',
  cancelled: '08',
  refused: '98',
  closed: '99',
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Payment methods: online, offline bank transfer, monthly settlement. */
export const PayType = { online: '01', offline: '02', monthly: '03' } as const;
export type PayTypeCode = (typeof PayType)[keyof typeof PayType];

/** Payment status of a supplier order: its own small machine beside the order's status. */
export const PayStatus = { unpaid: '0', paid: '1', refunded: '2' } as const;
export type PayStatusCode = (typeof PayStatus)[keyof typeof PayStatus];

/** A shipment of a supplier order: shipped, arrival registered, accepted, rejected. */
export const ShipmentStatus = { shipped: '1', arrived: '2', accepted: '3', rejected: '4' } as const;
export type ShipmentStatusCode = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

/** A cancellation application after confirmation: pending, agreed by the supplier, refused. */
export const CancelApplicationStatus = { pending: '0', agreed: '1', refused: '2' } as const;
export type CancelApplicationStatusCode =
  (typeof CancelApplicationStatus)[keyof typeof CancelApplicationStatus];

/** Where an order came from (SPEC §3): mall cart, quick order, comparison order, framework agreement. */
export const OrderChannel = { mallCart: '11', quickOrder: '12', comparison: '13', agreement: '21' } as const;
export type OrderChannelCode = (typeof OrderChannel)[keyof typeof OrderChannel];

/**
 * How checkout splits lines into supplier orders (SPEC §3): one per supplier shop, one per shop and purchasing
 * unit (department) of the buyer, or the buyer's own grouping.
 */
export const GROUP_WAYS = ['noSplitGroup', 'purchaseUnitGroup', 'orderGroup'] as const;
export type GroupWay = (typeof GROUP_WAYS)[number];

export const orderDictionaries = {
  ORDER_STATUS: {
    name: bilingual('订单状态', 'Order status'),
    open: false,
    items: [
      item(OrderStatus.awaitingApproval, '待审批', 'Awaiting approval', 'orange'),
      item(OrderStatus.awaitingConfirmation, '待供应商确认', 'Awaiting supplier confirmation', 'blue'),
      item(OrderStatus.awaitingDelivery, '待发货', 'Awaiting delivery', 'cyan'),
      item(OrderStatus.delivered, '已发货待验收', 'Delivered, awaiting acceptance', 'geekblue'),
      item(OrderStatus.completed, '已完成', 'Completed', 'green'),
      item(OrderStatus.cancelled, '已取消', 'Cancelled'),
      item(OrderStatus.refused, '已拒绝', 'Refused', 'red'),
      item(OrderStatus.closed, '已关闭', 'Closed'),
    ],
  },
  PAY_TYPE: {
    name: bilingual('支付方式', 'Payment method'),
    open: false,
    items: [
      item(PayType.online, '在线支付', 'Online payment'),
      item(PayType.offline, '线下转账', 'Offline bank transfer'),
      item(PayType.monthly, '月结', 'Monthly settlement'),
    ],
  },
  PAY_STATUS: {
    name: bilingual('支付状态', 'Payment status'),
    open: false,
    items: [
      item(PayStatus.unpaid, '未支付', 'Unpaid'),
      item(PayStatus.paid, '已支付', 'Paid', 'green'),
      item(PayStatus.refunded, '已退款', 'Refunded'),
    ],
  },
  SHIPMENT_STATUS: {
    name: bilingual('发货单状态', 'Shipment status'),
    open: false,
    items: [
      item(ShipmentStatus.shipped, '已发货', 'Shipped', 'blue'),
      item(ShipmentStatus.arrived, '已到货', 'Arrived', 'cyan'),
      item(ShipmentStatus.accepted, '已验收', 'Accepted', 'green'),
      item(ShipmentStatus.rejected, '已拒收', 'Rejected', 'red'),
    ],
  },
  CANCEL_APPLY_STATUS: {
    name: bilingual('取消申请状态', 'Cancellation application status'),
    open: false,
    items: [
      item(CancelApplicationStatus.pending, '待处理', 'Pending', 'orange'),
      item(CancelApplicationStatus.agreed, '已同意', 'Agreed', 'green'),
      item(CancelApplicationStatus.refused, '已拒绝', 'Refused', 'red'),
    ],
  },
  ORDER_CHANNEL: {
    name: bilingual('下单渠道', 'Order channel'),
    open: false,
    items: [
      item(OrderChannel.mallCart, '商城购物车', 'Mall cart'),
      item(OrderChannel.quickOrder, '快速下单', 'Quick order'),
      item(OrderChannel.comparison, '比价下单', 'Comparison order'),
      item(OrderChannel.agreement, '协议下单', 'Framework-agreement order'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
