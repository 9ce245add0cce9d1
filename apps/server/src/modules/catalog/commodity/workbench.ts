import { queryAuditList, SKU_PERMISSION } from '@procuremart/contract';
import { tabCountOf, type WorkbenchContribution } from '../../../platform/workbench';
import { listAuditQueue } from './commodity-lists';

/** The listing audit's part of the member workbench: the goods waiting at each audit level the operator holds. */
export const commodityWorkbench: WorkbenchContribution = {
  todos: [
    {
      kind: 'goodsToAudit',
      list: queryAuditList,
      pages: [SKU_PERMISSION.firstAudit],
      tab: 'pending',
      count: tabCountOf(queryAuditList, listAuditQueue, 'pending', { level: 1 }),
    },
    {
      kind: 'goodsToReaudit',
      list: queryAuditList,
      pages: [SKU_PERMISSION.secondAudit],
      tab: 'pending',
      count: tabCountOf(queryAuditList, listAuditQueue, 'pending', { level: 2 }),
    },
  ],
};
