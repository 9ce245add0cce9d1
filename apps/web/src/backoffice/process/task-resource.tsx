import { type ApprovalTaskRow, approvalTaskMachine, queryApprovalTasks } from '@procuremart/contract';
import { decideApprovalTask } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineAudit } from '../../resources/define-audit';
import { processKeys } from './keys';

/**
 * My approvals (approvalTasks): the caller's open tasks of every business kind and those it decided; approve, or
 * reject with the reason, one task at a time (each decision may open the next level or end the approval).
 */
export const taskAudit = defineAudit(queryApprovalTasks, {
  machine: approvalTaskMachine,
  decisions: { pass: 'approve', refuse: 'reject' },
  decide: ([task]: ApprovalTaskRow[], approved, remark) =>
    api(decideApprovalTask, { taskId: task!.taskId, approved, remark }),
  tabLabelKeys: { pending: 'process.tab.pending', decided: 'process.tab.decided' },
  listKey: 'approvalTasks',
  titleKey: 'process.taskListTitle',
  rowKey: 'taskId',
  queryKey: processKeys.tasks(),
  statusOf: (row) => row.status,
  emptyHintKey: 'process.taskEmptyHint',
  columns: [
    {
      field: 'businessKind',
      titleKey: 'process.field.businessKind',
      view: { kind: 'dict', code: 'BUSINESS_KIND' },
    },
    { field: 'subjectNo', titleKey: 'process.field.subjectNo' },
    { field: 'applicantName', titleKey: 'process.field.applicantName' },
    { field: 'amount', titleKey: 'process.field.amount', view: { kind: 'amount' } },
    { field: 'levelName', titleKey: 'process.field.levelName' },
    {
      field: 'escalated',
      titleKey: 'process.field.escalated',
      view: { kind: 'flag' },
    },
    {
      field: 'status',
      titleKey: 'process.field.status',
      view: { kind: 'dict', code: 'APPROVAL_TASK_STATUS' },
    },
    { field: 'remark', titleKey: 'process.field.remark' },
    {
      field: 'createdAt',
      titleKey: 'process.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
    },
    { field: 'decidedAt', titleKey: 'process.field.decidedAt', view: { kind: 'datetime' } },
  ],
});
