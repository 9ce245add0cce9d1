import { orderColumnsWithout, queryPurchaseOrderListForPurchaser } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { orgOrderList, orgOrdersScope } from './org-order-list';

/**
 * The organisation's orders' export (agrSourceOrderQueryQy): the list as filtered and sorted on the page,
 * the caller's organisation only, with the page's columns (the buyer among them).
 */
export const orgOrderExport = defineExport({
  kind: 'orgOrder',
  audience: queryPurchaseOrderListForPurchaser.audience,
  permission: queryPurchaseOrderListForPurchaser.permission ?? 'agrSourceOrderQueryQy',
  filters: queryPurchaseOrderListForPurchaser.input,
  list: orgOrderList,
  scope: orgOrdersScope,
  columns: { list: orderColumnsWithout('orgName') },
});
