import { orderColumnsWithout, queryMyOrderList } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { myOrderList, myOrdersScope } from './my-order-list';

/** My orders' export: the list as filtered and sorted on the page, with its columns, the caller's own orders. */
export const myOrderExport = defineExport({
  kind: 'myOrder',
  audience: queryMyOrderList.audience,
  permission: queryMyOrderList.permission ?? 'agrMyOrder',
  filters: queryMyOrderList.input,
  list: myOrderList,
  scope: myOrdersScope,
  columns: { list: orderColumnsWithout('orgName', 'buyerName') },
});
