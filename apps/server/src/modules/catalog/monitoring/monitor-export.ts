import { priceMonitorColumns, queryPriceMonitor } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { priceMonitorList } from './monitor-list';

/** Price monitoring's export: the page's own query with its filters and sort, and the page's columns. */
export const priceMonitorExport = defineExport({
  kind: 'priceMonitor',
  audience: queryPriceMonitor.audience,
  permission: queryPriceMonitor.permission ?? 'priceMonitorList',
  filters: queryPriceMonitor.input,
  list: priceMonitorList,
  columns: { list: priceMonitorColumns },
});
