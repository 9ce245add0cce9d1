import { defineColumns, defineGlossary } from './list-columns';
import { isPartlyShipped, type OrderRow } from './orders';
import { bilingual } from './texts';

/** The order fields' labels (SPEC §3 order), for columns, filters, detail sections and sheet headers. */
export const orderGlossary = defineGlossary('order.field', {
  orderNo: bilingual('订单编号', 'Order no.'),
  parentOrderNo: bilingual('父订单编号', 'Parent order no.'),
  orderStatus: bilingual('订单状态', 'Status'),
  supplierName: bilingual('供应商', 'Supplier'),
  /** The order query's supplier picker (beside the supplier name filter). */
  supplierId: bilingual('选择供应商', 'Pick a supplier'),
  shopName: bilingual('店铺', 'Shop'),
  buyerName: bilingual('下单人', 'Buyer'),
  orgName: bilingual('采购单位', 'Organisation'),
  goods: bilingual('商品', 'Goods'),
  lineCount: bilingual('商品种类', 'Kinds of goods'),
  pieces: bilingual('件数', 'Pieces'),
  goodsAmount: bilingual('商品金额', 'Goods amount'),
  freight: bilingual('运费', 'Freight'),
  amount: bilingual('订单金额', 'Amount'),
  capitalAmount: bilingual('大写金额', 'Amount in Chinese capitals'),
  payMethod: bilingual('支付方式', 'Pay method'),
  decision: bilingual('审批结果', 'Decision'),
  payStatus: bilingual('支付状态', 'Payment'),
  channel: bilingual('订单来源', 'Channel'),
  createdAt: bilingual('下单时间', 'Placed at'),
  amountRange: bilingual('订单金额', 'Amount'),
  invoiceType: bilingual('发票类型', 'Invoice type'),
  invoiceTitle: bilingual('发票抬头', 'Invoice title'),
  invoiceCreditCode: bilingual('纳税人识别号', 'Taxpayer ID'),
  receiverName: bilingual('收货人', 'Receiver'),
  receiverMobile: bilingual('手机号码', 'Mobile'),
  receiverPhone: bilingual('固定电话', 'Phone'),
  receiverAddress: bilingual('收货地址', 'Address'),
  remark: bilingual('订单备注', 'Remark'),
  delivery: bilingual('预计送达', 'Delivery'),
  closeReason: bilingual('取消/拒绝原因', 'Cancel/refusal reason'),
  paidAt: bilingual('支付时间', 'Paid at'),
  closedAt: bilingual('关闭时间', 'Closed at'),
  confirmedAt: bilingual('确认时间', 'Confirmed at'),
  deliveredAt: bilingual('发货时间', 'Shipped at'),
  completedAt: bilingual('完成时间', 'Completed at'),
  refund: bilingual('退款', 'Refund'),
  orgUnitName: bilingual('采购部门', 'Department'),
});

const partlyShipped = bilingual('部分发货', 'Partly shipped');

/**
 * The order lists' columns (my orders, organisation orders, approvals, the supplier's orders, the integrated
 * query): the page's table and the exported file are both rendered from them.
 */
export const orderListColumns = defineColumns<OrderRow, keyof typeof orderGlossary.labels>(orderGlossary, [
  { field: 'orderNo', sortField: 'orderNo', width: 22 },
  {
    field: 'orderStatus',
    width: 12,
    view: {
      kind: 'dict',
      code: 'ORDER_STATUS',
      labelOf: (row) => (isPartlyShipped(row) ? partlyShipped : null),
    },
  },
  { field: 'supplierName', width: 30, view: { kind: 'localName', enField: 'supplierNameEn' } },
  { field: 'orgName', width: 30, view: { kind: 'localName', enField: 'orgNameEn' } },
  { field: 'lineCount', width: 10, view: { kind: 'count' } },
  { field: 'pieces', width: 10, view: { kind: 'count' } },
  { field: 'amount', sortField: 'amount', width: 14, view: { kind: 'amount' }, summary: true },
  { field: 'payMethod', width: 12, view: { kind: 'dict', code: 'PAY_TYPE' } },
  { field: 'payStatus', width: 12, hidden: true, view: { kind: 'dict', code: 'PAY_STATUS' } },
  { field: 'buyerName', width: 12 },
  { field: 'parentOrderNo', width: 22, hidden: true },
  { field: 'channel', width: 12, hidden: true, view: { kind: 'dict', code: 'ORDER_CHANNEL' } },
  { field: 'createdAt', sortField: 'createdAt', width: 20, view: { kind: 'datetime' } },
]);

/** An order list's columns without the named ones (my orders show no buyer, a supplier no supplier). */
export const orderColumnsWithout = (...fields: (keyof OrderRow)[]) =>
  orderListColumns.filter((column) => !fields.includes(column.field));
