import { defineAuditTarget } from '../audit';
import { ApprovalTaskStatus, type ApprovalTaskStatusCode } from '../calls/process/process.dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/**
 * Who decides a task: its approver (the engine checks the task is theirs), an operator or a purchaser, whichever
 * door they come through — the task list (cfc_decideApprovalTask) or a business facade (an order's approval, an
 * audit page), each gated by its own call's permission. Holding the task is the authority, not a page.
 */
const approver = { who: ['operator', 'purchaser'] } as const;

/**
 * One approver's task of an approval (the approval engine): open until its approver approves, rejects (with the
 * reason) or delegates it; closed by the engine when its level or its approval ended without it.
 */
export const approvalTaskMachine = defineMachine({
  name: 'approvalTask',
  audit: {
    target: defineAuditTarget('approvalTask', bilingual('审批任务', 'Approval task')),
    events: {
      approve: bilingual('审批同意', 'Approve'),
      reject: bilingual('审批驳回', 'Reject'),
      delegate: bilingual('转办', 'Delegate'),
      close: bilingual('无需处理', 'Close'),
    },
    states: {
      [ApprovalTaskStatus.open]: bilingual('待处理', 'Open'),
      [ApprovalTaskStatus.approved]: bilingual('同意', 'Approved'),
      [ApprovalTaskStatus.rejected]: bilingual('驳回', 'Rejected'),
      [ApprovalTaskStatus.delegated]: bilingual('已转办', 'Delegated'),
      [ApprovalTaskStatus.closed]: bilingual('无需处理', 'Closed'),
    },
  },
  states: {
    [ApprovalTaskStatus.open]: 'status.approvalTask.0',
    [ApprovalTaskStatus.approved]: 'status.approvalTask.1',
    [ApprovalTaskStatus.rejected]: 'status.approvalTask.2',
    [ApprovalTaskStatus.delegated]: 'status.approvalTask.3',
    [ApprovalTaskStatus.closed]: 'status.approvalTask.4',
  } as Record<ApprovalTaskStatusCode, string>,
  initial: [ApprovalTaskStatus.open],
  final: [
    ApprovalTaskStatus.approved,
    ApprovalTaskStatus.rejected,
    ApprovalTaskStatus.delegated,
    ApprovalTaskStatus.closed,
  ],
  transitions: [
    {
      from: ApprovalTaskStatus.open,
      event: 'approve',
      to: ApprovalTaskStatus.approved,
      ...approver,
      remark: 'optional',
    },
    {
      from: ApprovalTaskStatus.open,
      event: 'reject',
      to: ApprovalTaskStatus.rejected,
      ...approver,
      remark: 'required',
    },
    {
      from: ApprovalTaskStatus.open,
      event: 'delegate',
      to: ApprovalTaskStatus.delegated,
      ...approver,
      remark: 'optional',
    },
    { from: ApprovalTaskStatus.open, event: 'close', to: ApprovalTaskStatus.closed, who: ['system'] },
  ],
});
