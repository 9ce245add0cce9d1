import { approvalTaskMachine, ErrorCode } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { BusinessError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { users } from '../../identity/shared-tables';
import { approvalTasks } from '../tables';

export const taskNotFound = () => new BusinessError(ErrorCode.notFound, 'approval.taskNotFound');
export const taskDecided = () => new BusinessError(ErrorCode.conflict, 'approval.taskDecided');

/**
 * Tasks step through the approval-task machine: their approver approves, rejects or delegates its own (another's
 * task does not exist for it), the engine closes those nobody needs to decide any more. A task decided already
 * answers E409 approval.taskDecided; the step stamps when, and the remark.
 */
export const taskSteps = bindMachine({
  machine: approvalTaskMachine,
  table: approvalTasks,
  id: approvalTasks.id,
  status: approvalTasks.status,
  notFound: taskNotFound,
  moved: () => taskDecided(),
  scope: (taker) => (taker.kind === 'system' ? undefined : eq(approvalTasks.approverUserId, taker.userId)),
  stamp: ({ at, remark }) => ({ decidedAt: at, remark: remark ?? '' }),
  historyNames: { id: users.id, name: users.username },
});
