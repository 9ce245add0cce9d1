import { approvalEvents, BusinessKind } from '@procuremart/contract';
import { systemActor } from '../../../platform/actor';
import { subscribe } from '../../../platform/steps/domain-events';
import { takeOrderStep } from '../order-step';

/**
 * An order's approval ended (whoever decided its last task, on the order pages or the task list): the order
 * steps on — approved to its supplier, rejected to refused with the reason — and its own events follow (notices,
 * stock back).
 */
export const orderApprovalSubscribers = [
  subscribe(approvalEvents.finished, 'orders.approvalFinished', async (tx, payload) => {
    if (payload.businessKind !== BusinessKind.orderApproval) return;
    await takeOrderStep(tx, {
      orderId: payload.subjectId,
      event: payload.approved ? 'approve' : 'reject',
      // The order's history names the approver whose decision ended the approval.
      actor: systemActor('approval', payload.deciderUserId),
      remark: payload.remark,
    });
  }),
];
