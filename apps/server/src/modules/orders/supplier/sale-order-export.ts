import { orderColumnsWithout, queryMySaleOrderList } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { saleOrderList, saleOrdersScope } from './sale-order-list';

/** The supplier's order list as filtered and sorted on the page, with its columns, its own orders only. */
export const saleOrderExport = defineExport({
  kind: 'shopOrder',
  audience: queryMySaleOrderList.audience,
  permission: queryMySaleOrderList.permission ?? 'myShopOrder',
  filters: queryMySaleOrderList.input,
  list: saleOrderList,
  scope: saleOrdersScope,
  columns: { list: orderColumnsWithout('supplierName') },
});
