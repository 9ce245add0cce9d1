import { BRAND_AUTH_PERMISSION, queryBrandAuthAuditList } from '@procuremart/contract';
import { tabCountOf, type WorkbenchContribution } from '../../../platform/workbench';
import { listBrandAuthAudit } from './brand-auth-lists';

/** The brand authorisations' part of the member workbench: the authorisations waiting for audit. */
export const brandAuthWorkbench: WorkbenchContribution = {
  todos: [
    {
      kind: 'brandAuthsToAudit',
      list: queryBrandAuthAuditList,
      pages: [BRAND_AUTH_PERMISSION.audit],
      tab: 'pending',
      count: tabCountOf(queryBrandAuthAuditList, listBrandAuthAudit, 'pending'),
    },
  ],
};
