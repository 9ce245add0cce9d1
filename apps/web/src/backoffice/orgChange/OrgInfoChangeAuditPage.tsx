import { AuditPage } from '../../resources/AuditPage';
import { orgChangeAudit } from './change-resource';

/** Information change audit (operators): see orgChangeAudit. */
export default function OrgInfoChangeAuditPage() {
  return <AuditPage audit={orgChangeAudit} />;
}
