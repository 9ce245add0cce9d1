import { AuditPage } from '../../resources/AuditPage';
import { approvalAudit } from './approval-resource';

/** Order approval (agrApprovalOrder): orders awaiting approval and my decisions; view, approve or reject. */
export default function ApprovalOrderPage() {
  return <AuditPage audit={approvalAudit} />;
}
