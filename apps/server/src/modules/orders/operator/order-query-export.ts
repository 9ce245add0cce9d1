import { type OrderRow, queryOrderList } from '@procuremart/contract';
import { defineExport, type SheetColumn } from '../../../platform/files/define-file-kinds';
import { buyerOrgColumn, orderSheetColumns } from '../buyer/my-order-export';
import { orderQueryList } from './order-query-list';

/** The order lists' columns and, as operators look across them, the buyer's organisation. */
const columns: readonly SheetColumn<OrderRow>[] = [...orderSheetColumns, buyerOrgColumn];

/**
 * dealOrderIntegratedQueryExport: the integrated query as filtered and sorted on the page, with the order
 * lists' sheet columns; its own row limit is the parameter 'order.integratedExportMaxRows' (50,000).
 */
export const orderQueryExport = defineExport({
  kind: 'orderIntegratedQuery',
  audience: queryOrderList.audience,
  permission: queryOrderList.permission ?? 'agrSynthesOrderList',
  filters: queryOrderList.input,
  list: orderQueryList,
  maxRowsParam: 'order.integratedExportMaxRows',
  columns,
});
