import { PRICING_PERMISSION, queryChangeAuditList } from '@procuremart/contract';
import { tabCountOf, type WorkbenchContribution } from '../../../platform/workbench';
import { listChangeAudit } from './change-list';

/** The price changes' part of the member workbench: the change requests waiting for audit. */
export const pricingWorkbench: WorkbenchContribution = {
  todos: [
    {
      kind: 'priceChangesToAudit',
      list: queryChangeAuditList,
      pages: [PRICING_PERMISSION.changeAudit],
      tab: 'pending',
      count: tabCountOf(queryChangeAuditList, listChangeAudit, 'pending'),
    },
  ],
};
