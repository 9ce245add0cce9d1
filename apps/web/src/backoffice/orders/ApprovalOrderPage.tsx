import type { OrderRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { approvalOrderList } from './approval-resource';
import { approvalActions } from './order-actions';

/** Order approval (agrApprovalOrder): orders awaiting approval and my decisions; approve or reject. */
export default function ApprovalOrderPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<OrderRow>[] = [
    {
      key: 'view',
      labelKey: 'order.action.view',
      run: (order) => navigate(`/index/agrApprovalOrderDetail?orderId=${encodeURIComponent(order.orderId)}`),
    },
    ...approvalActions.row,
  ];
  return <ResourceList descriptor={approvalOrderList} rowActions={rowActions} />;
}
