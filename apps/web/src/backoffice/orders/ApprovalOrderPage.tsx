import { ResourceList } from '../../resources/ResourceList';
import { approvalOrderList } from './approval-resource';
import { approvalActions } from './order-actions';

/** Order approval (agrApprovalOrder): orders awaiting approval and my decisions; view, approve or reject. */
export default function ApprovalOrderPage() {
  return <ResourceList descriptor={approvalOrderList} rowActions={approvalActions.row} />;
}
