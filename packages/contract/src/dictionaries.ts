// SPEC §3 dictionary data. The codes the program branches on are declared here, once: the server seeds the
// dictionaries from these declarations at every start, so code and dictionary cannot drift. Operators may
// relabel and reorder items, and add items to open dictionaries; a declared code is never removed.
import type { StockState } from './calls/ucc-goods';
import { BrandStatus, OrgType } from './codes';
import { type Bilingual, bilingual } from './texts';

export interface DictItemDecl {
  code: string;
  label: string;
  labelEn: string;
}

export interface DictDecl {
  name: Bilingual;
  /** Open dictionaries (units, tax rates) take items operators add; closed ones hold the program's codes only. */
  open: boolean;
  items: readonly DictItemDecl[];
}

const item = (code: string, label: string, labelEn: string): DictItemDecl => ({ code, label, labelEn });

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

/** Invoice types: ordinary invoice, VAT special invoice. */
export const InvoiceType = { ordinary: '00', vatSpecial: '01' } as const;

/** Kinds of the durable background jobs (the server's job definitions use these codes). */
export const JobKind = {
  fileExport: 'file.export',
  fileImport: 'file.import',
  fileCleanUp: 'file.cleanUp',
  orderUnpaidCancel: 'order.unpaidCancel',
  orderAutoReceive: 'order.autoReceive',
} as const;

/** Stock states e-commerce suppliers report (SPEC §4). */
export const StockStateCode = {
  inStock: '33',
  outOfStock: '34',
  preOrder: '36',
  inTransit: '39',
  allocatable: '40',
} as const;
export type StockStateCode = (typeof StockStateCode)[keyof typeof StockStateCode];

/** The supplier-reported stock state of the storefront's stock state: a few left is still in stock. */
export function stockStateCode(state: StockState): StockStateCode {
  return state === 'outOfStock' ? StockStateCode.outOfStock : StockStateCode.inStock;
}

/** Site message kinds: the prefix of a message's title. */
export const MessageKind = {
  order: 'order',
  agreement: 'agreement',
  commodity: 'commodity',
  finance: 'finance',
  account: 'account',
  system: 'system',
  /** Platform-wide: sent by operators to everyone, visitors included (umc-platform-messages.ts). */
  platform: 'platform',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
export const MESSAGE_KINDS = Object.values(MessageKind) as [MessageKind, ...MessageKind[]];

/** Every dictionary the program knows, by dictionary code. */
export const DICTIONARIES = {
  ORDER_STATUS: {
    name: bilingual('订单状态', 'Order status'),
    open: false,
    items: [
      item(OrderStatus.awaitingApproval, '待审批', 'Awaiting approval'),
      item(OrderStatus.awaitingConfirmation, '待供应商确认', 'Awaiting supplier confirmation'),
      item(OrderStatus.awaitingDelivery, '待发货', 'Awaiting delivery'),
      item(OrderStatus.delivered, '已发货待验收', 'Delivered, awaiting acceptance'),
      item(OrderStatus.completed, '已完成', 'Completed'),
      item(OrderStatus.cancelled, '已取消', 'Cancelled'),
      item(OrderStatus.refused, '已拒绝', 'Refused'),
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
      item(PayStatus.paid, '已支付', 'Paid'),
      item(PayStatus.refunded, '已退款', 'Refunded'),
    ],
  },
  SHIPMENT_STATUS: {
    name: bilingual('发货单状态', 'Shipment status'),
    open: false,
    items: [
      item(ShipmentStatus.shipped, '已发货', 'Shipped'),
      item(ShipmentStatus.arrived, '已到货', 'Arrived'),
      item(ShipmentStatus.accepted, '已验收', 'Accepted'),
      item(ShipmentStatus.rejected, '已拒收', 'Rejected'),
    ],
  },
  CANCEL_APPLY_STATUS: {
    name: bilingual('取消申请状态', 'Cancellation application status'),
    open: false,
    items: [
      item(CancelApplicationStatus.pending, '待处理', 'Pending'),
      item(CancelApplicationStatus.agreed, '已同意', 'Agreed'),
      item(CancelApplicationStatus.refused, '已拒绝', 'Refused'),
    ],
  },
  INVOICE_TYPE: {
    name: bilingual('发票类型', 'Invoice type'),
    open: false,
    items: [
      item(InvoiceType.ordinary, '增值税普通发票', 'VAT ordinary invoice'),
      item(InvoiceType.vatSpecial, '增值税专用发票', 'VAT special invoice'),
    ],
  },
  BILL_TYPE: {
    name: bilingual('结算单类型', 'Bill type'),
    open: false,
    items: [
      item('01', '订单结算单', 'Order statement'),
      item('02', '月结对账单', 'Monthly statement'),
      item('03', '退款单', 'Refund bill'),
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
  AGREEMENT_STATUS: {
    name: bilingual('协议状态', 'Agreement status'),
    open: false,
    items: [
      item('01', '草稿', 'Draft'),
      item('02', '待审核', 'Pending review'),
      item('03', '已生效', 'In effect'),
      item('04', '已驳回', 'Rejected'),
      item('05', '已过期', 'Expired'),
      item('06', '已终止', 'Terminated'),
    ],
  },
  TAX_RATE: {
    name: bilingual('税率', 'Tax rate'),
    open: true,
    items: [
      item('0', '0%', '0%'),
      item('3', '3%', '3%'),
      item('6', '6%', '6%'),
      item('9', '9%', '9%'),
      item('13', '13%', '13%'),
    ],
  },
  STOCK_STATE: {
    name: bilingual('库存状态', 'Stock state'),
    open: false,
    items: [
      item(StockStateCode.inStock, '有货', 'In stock'),
      item(StockStateCode.outOfStock, '无货', 'Out of stock'),
      item(StockStateCode.preOrder, '预订', 'Pre-order'),
      item(StockStateCode.inTransit, '在途', 'In stock, in transit'),
      item(StockStateCode.allocatable, '可配货', 'Can be allocated'),
    ],
  },
  GOODS_CLASS: {
    name: bilingual('商品分类', 'Goods classification'),
    open: false,
    items: [
      item('wz', '物资', 'Goods'),
      item('sg', '施工', 'Construction work'),
      item('fw', '服务', 'Service'),
    ],
  },
  ORG_TYPE: {
    name: bilingual('组织类型', 'Organisation type'),
    open: false,
    items: [
      item(OrgType.enterprise, '采购企业', 'Purchasing enterprise'),
      item(OrgType.supplier, '供应商', 'Supplier'),
      item(OrgType.platform, '平台运营', 'Platform operator'),
    ],
  },
  // Goods store a unit's code (skus.unit, spus.unit, order_lines.unit) and show its label in the reader's
  // language; text saved before codes that matched no label is kept and shown as it is.
  UNIT: {
    name: bilingual('计量单位', 'Unit'),
    open: true,
    items: [
      item('PCS', '个', 'piece'),
      item('SET', '套', 'set'),
      item('UNIT', '台', 'unit'),
      item('BOX', '盒', 'box'),
      item('CTN', '箱', 'carton'),
      item('BTL', '瓶', 'bottle'),
      item('PCK', '包', 'pack'),
      item('ROL', '卷', 'roll'),
      item('PR', '副', 'pair'),
      item('BK', '本', 'volume'),
      item('M', '米', 'metre'),
      item('TM', '次', 'time'),
      item('EA', '把', 'each'),
      item('STK', '支', 'stick'),
      item('DPR', '双', 'pair'),
      item('TOP', '顶', 'each'),
      item('JOB', '项', 'job'),
      item('PT', '点', 'point'),
      item('ITM', '件', 'item'),
      item('SHT', '张', 'sheet'),
      item('BAG', '袋', 'bag'),
      item('DRM', '桶', 'drum'),
    ],
  },
  BRAND_STATUS: {
    name: bilingual('品牌状态', 'Brand status'),
    open: false,
    items: [
      item(String(BrandStatus.enabled), '已启用', 'Enabled'),
      item(String(BrandStatus.disabled), '已停用', 'Disabled'),
    ],
  },
  MESSAGE_KIND: {
    name: bilingual('消息类型', 'Message kind'),
    open: false,
    items: [
      item(MessageKind.order, '订单', 'Order'),
      item(MessageKind.agreement, '协议', 'Agreement'),
      item(MessageKind.commodity, '商品', 'Commodity'),
      item(MessageKind.finance, '财务', 'Finance'),
      item(MessageKind.account, '账户', 'Account'),
      item(MessageKind.system, '系统', 'System'),
      item(MessageKind.platform, '平台', 'Platform'),
    ],
  },
  JOB_KIND: {
    name: bilingual('后台任务类型', 'Background job kind'),
    open: false,
    items: [
      item(JobKind.fileExport, '导出文件', 'Export a file'),
      item(JobKind.fileImport, '导入文件', 'Import a file'),
      item(JobKind.fileCleanUp, '清理过期文件', 'Remove expired files'),
      item(JobKind.orderUnpaidCancel, '取消超时未付订单', 'Cancel orders left unpaid'),
      item(JobKind.orderAutoReceive, '到期自动收货', 'Receive goods automatically when due'),
    ],
  },
} as const satisfies Record<string, DictDecl>;

export type DictCode = keyof typeof DICTIONARIES;
export const DICT_CODES = Object.keys(DICTIONARIES) as [DictCode, ...DictCode[]];
export const isDictCode = (code: string): code is DictCode => Object.hasOwn(DICTIONARIES, code);
