import { orderListColumns, queryOrderList } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { visibleOrders } from '../order-access';
import { orderQueryList } from './order-query-list';

/**
 * dealOrderIntegratedQueryExport: the integrated query as filtered and sorted on the page, with its columns;
 * in the exporter's scope (visibleOrders), as the page lists it; its own row limit is the parameter 'order.integratedExportMaxRows' (50,000).
 */
export const orderQueryExport = defineExport({
  kind: 'orderIntegratedQuery',
  audience: queryOrderList.audience,
  permission: queryOrderList.permission ?? [],
  filters: queryOrderList.input,
  list: orderQueryList,
  scope: visibleOrders,
  maxRowsParam: 'order.integratedExportMaxRows',
  columns: { list: orderListColumns },
});
