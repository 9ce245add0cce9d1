import { defineAuditTarget } from '../audit';
import { CancelApplicationStatus, type CancelApplicationStatusCode } from '../dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';
import { ORDER_PERMISSION } from './order';

/**
 * A buyer's application to cancel an order the supplier has confirmed: the supplier agrees (the order is
 * cancelled, its stock released and a paid order refunded) or refuses with a reason (the order goes on).
 * At most one application of an order is pending.
 */
export const cancelApplicationMachine = defineMachine({
  name: 'cancelApplication',
  audit: {
    target: defineAuditTarget('cancelApplication', bilingual('取消申请', 'Cancellation application')),
    events: {
      agree: bilingual('同意取消订单', 'Agree to cancel order'),
      refuse: bilingual('拒绝取消订单', 'Refuse to cancel order'),
    },
    states: {
      [CancelApplicationStatus.pending]: bilingual('待处理', 'Pending'),
      [CancelApplicationStatus.agreed]: bilingual('已同意', 'Agreed'),
      [CancelApplicationStatus.refused]: bilingual('已拒绝', 'Refused'),
    },
  },
  states: {
    [CancelApplicationStatus.pending]: 'status.cancelApplication.0',
    [CancelApplicationStatus.agreed]: 'status.cancelApplication.1',
    [CancelApplicationStatus.refused]: 'status.cancelApplication.2',
  } as Record<CancelApplicationStatusCode, string>,
  initial: [CancelApplicationStatus.pending],
  final: [CancelApplicationStatus.agreed, CancelApplicationStatus.refused],
  transitions: [
    {
      from: CancelApplicationStatus.pending,
      event: 'agree',
      to: CancelApplicationStatus.agreed,
      who: ['supplier'],
      permission: ORDER_PERMISSION.cancelApplications,
      remark: 'optional',
    },
    {
      from: CancelApplicationStatus.pending,
      event: 'refuse',
      to: CancelApplicationStatus.refused,
      who: ['supplier'],
      permission: ORDER_PERMISSION.cancelApplications,
      remark: 'required',
    },
  ],
});
