// The approval engine's public entry: what other domains, the seeds, the start-up and other domains' tests may
// use of it (.dependency-cruiser.cjs). A business domain plans and starts an approval of its record here, hears
// its end as the `approval.finished` domain event, and reads its history for its own pages.
export { cancelApproval } from './engine/cancel-approval';
export { decideTask, openTaskOf } from './engine/decide-task';
export {
  type AuditSubject,
  auditRunning,
  decideAudit,
  hasRunningApproval,
  startAudit,
} from './engine/platform-audits';
export { type ApprovalPlan, planApproval, startApproval } from './engine/start-approval';
export { decisionsOf, historyOf, type SubjectDecision } from './engine/task-list';
export { createPublishedProcess, thresholdLevels } from './seed/platform-processes';
