import { AuditPage } from '../../resources/AuditPage';
import { taskAudit } from './task-resource';

/** My approvals (approvalTasks): open tasks to approve or reject, and the ones I decided. */
export default function ApprovalTasksPage() {
  return <AuditPage audit={taskAudit} />;
}
