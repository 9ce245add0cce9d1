import { ORG_AUDIT_PERMISSION, queryOrgAuditList } from '@procuremart/contract';
import { tabCountOf, type WorkbenchContribution } from '../../../platform/workbench';
import { listOrgAudit } from './application-list';

/** The registration audit's part of the member workbench: the registrations waiting for the operator. */
export const orgAuditWorkbench: WorkbenchContribution = {
  todos: [
    {
      kind: 'registrationsToAudit',
      list: queryOrgAuditList,
      pages: [ORG_AUDIT_PERMISSION.audit],
      tab: 'pending',
      count: tabCountOf(queryOrgAuditList, listOrgAudit, 'pending'),
    },
  ],
};
