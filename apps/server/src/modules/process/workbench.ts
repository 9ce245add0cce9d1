import { PROCESS_PERMISSION, queryApprovalTasks } from '@procuremart/contract';
import { tabCountOf, type WorkbenchContribution } from '../../platform/workbench';
import { listApprovalTasks } from './engine/task-list';

/** The approval engine's part of the member workbench: the approval tasks the user must decide. */
export const processWorkbench: WorkbenchContribution = {
  todos: [
    {
      kind: 'approvalTasks',
      list: queryApprovalTasks,
      pages: [PROCESS_PERMISSION.tasks],
      tab: 'pending',
      count: tabCountOf(queryApprovalTasks, listApprovalTasks, 'pending'),
    },
  ],
};
