import { defineModule } from '../../../platform/module';
import { orderApprovalSubscribers } from './approval-subscribers';
import { registerApprovalRoutes } from './routes';

/**
 * Order approval, the order facade over the approval engine: the approver's list (awaiting, decided), the detail,
 * approve or reject; the order moves when its approval ends.
 */
export default defineModule({
  name: 'orders.approval',
  register: registerApprovalRoutes,
  subscribers: orderApprovalSubscribers,
});
