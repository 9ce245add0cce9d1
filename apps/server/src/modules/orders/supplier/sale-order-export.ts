import { type OrderRow, queryMySaleOrderList } from '@procuremart/contract';
import { defineExport, type SheetColumn } from '../../../platform/files/define-file-kinds';
import { buyerOrgColumn, orderSheetColumns } from '../buyer/my-order-export';
import { saleOrderList, saleOrdersScope } from './sale-order-list';

const buyerColumns: SheetColumn<OrderRow>[] = [buyerOrgColumn];

/** The supplier's sheet: the order columns with the buyer's organisation in place of the supplier. */
const saleSheetColumns = orderSheetColumns.flatMap((column) =>
  column.title['en-US'] === 'Supplier' ? buyerColumns : [column],
);

/** The supplier's order list as filtered and sorted on the page, its own orders only. */
export const saleOrderExport = defineExport({
  kind: 'shopOrder',
  audience: queryMySaleOrderList.audience,
  permission: queryMySaleOrderList.permission ?? 'myShopOrder',
  filters: queryMySaleOrderList.input,
  list: saleOrderList,
  scope: saleOrdersScope,
  columns: saleSheetColumns,
});
