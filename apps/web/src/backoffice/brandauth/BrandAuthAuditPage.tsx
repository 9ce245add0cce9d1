import { AuditPage } from '../../resources/AuditPage';
import { brandAuthAudit } from './brand-auth-resource';

/** Brand authorisation audit (operators): see brandAuthAudit. */
export default function BrandAuthAuditPage() {
  return <AuditPage audit={brandAuthAudit} />;
}
