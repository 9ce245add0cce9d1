import { defineModule } from '../../../platform/module';
import { registerApprovalRoutes } from './routes';

/** Order approval: the approver's list (awaiting, decided), the detail, approve or reject with a message. */
export default defineModule({ name: 'orders.approval', register: registerApprovalRoutes });
