import { type OrgApplicationDetail, orgApplicationMachine, orgAuditGlossary } from '@procuremart/contract';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import {
  applicationSections,
  applicationStatusMap,
  licenceAttachments,
  loadApplication,
  orgAudit,
} from './audit-resource';
import { orgAuditKeys } from './keys';

/** One registration in its own tab: company, contacts, merchant details, the licence and its history; decide it. */
export default function OrgAuditDetailPage() {
  return (
    <ResourceDetailPage<OrgApplicationDetail, 'orgAuditDetail'>
      glossary={orgAuditGlossary}
      page="orgAuditDetail"
      idParam="orgId"
      queryKey={orgAuditKeys.detail}
      load={loadApplication}
      recordTitle={(record) => record.companyName}
      status={{ of: (record) => record.state, statusMap: applicationStatusMap }}
      facts={['kind', 'creditCode', 'submittedAt']}
      columns={orgAudit.list.columns}
      machine={orgApplicationMachine}
      actions={orgAudit.rowActions}
      invalidateKey={orgAuditKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'orgAudit.tab.basic', sections: applicationSections },
        { key: 'licence', labelKey: 'orgAudit.tab.licence', attachments: licenceAttachments },
        { key: 'history', labelKey: 'orgAudit.tab.history', history: { of: (record) => record.history } },
      ]}
    />
  );
}
