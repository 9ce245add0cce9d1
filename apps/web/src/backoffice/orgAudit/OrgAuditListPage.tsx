import { AuditPage } from '../../resources/AuditPage';
import { orgAudit } from './audit-resource';

/** Registration audit (operators): see orgAudit. */
export default function OrgAuditListPage() {
  return <AuditPage audit={orgAudit} />;
}
