import { bilingual, type Locale, type OrderRow, queryMyOrderList } from '@procuremart/contract';
import { defineExport, type SheetColumn } from '../../../platform/files/define-file-kinds';
import { myOrderList, myOrdersScope } from './my-order-list';

const dateTime = (iso: string) => iso.replace('T', ' ').slice(0, 19);
const byLocale = (locale: Locale, zh: string, en: string) => (locale === 'en-US' && en ? en : zh);

/** The columns of an order list's sheet (coded values as codes: the dictionaries label them on screen). */
export const orderSheetColumns: readonly SheetColumn<OrderRow>[] = [
  { title: bilingual('订单编号', 'Order no.'), width: 22, value: (o) => o.orderNo },
  { title: bilingual('父订单编号', 'Parent order no.'), width: 22, value: (o) => o.parentOrderNo },
  { title: bilingual('订单状态', 'Status'), width: 10, value: (o) => o.orderStatus },
  {
    title: bilingual('供应商', 'Supplier'),
    width: 30,
    value: (o, locale) => byLocale(locale, o.supplierName, o.supplierNameEn),
  },
  { title: bilingual('商品种类', 'Kinds of goods'), width: 10, value: (o) => o.lineCount },
  { title: bilingual('商品件数', 'Pieces'), width: 10, value: (o) => o.pieces },
  { title: bilingual('订单金额', 'Amount'), width: 14, value: (o) => o.amount },
  { title: bilingual('支付方式', 'Pay method'), width: 10, value: (o) => o.payMethod },
  { title: bilingual('支付状态', 'Pay status'), width: 10, value: (o) => o.payStatus },
  { title: bilingual('下单人', 'Buyer'), width: 12, value: (o) => o.buyerName },
  { title: bilingual('下单时间', 'Placed at'), width: 20, value: (o) => dateTime(o.createdAt) },
];

/** The buyer's organisation, for the sheets of those who look across buyers (suppliers, operators). */
export const buyerOrgColumn: SheetColumn<OrderRow> = {
  title: bilingual('采购单位', 'Organisation'),
  width: 30,
  value: (o, locale) => byLocale(locale, o.orgName, o.orgNameEn),
};

/** My orders' export: the list as filtered and sorted on the page, the caller's own orders only. */
export const myOrderExport = defineExport({
  kind: 'myOrder',
  audience: queryMyOrderList.audience,
  permission: queryMyOrderList.permission ?? 'agrMyOrder',
  filters: queryMyOrderList.input,
  list: myOrderList,
  scope: myOrdersScope,
  columns: orderSheetColumns,
});
