import type { CancelApplyRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { cancelApplyList } from './cancel-apply-resource';

/** My cancellation applications (agrMyCancleApply): each opens its detail, or the order's detail. */
export default function MyCancelApplyPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<CancelApplyRow>[] = [
    {
      key: 'view',
      labelKey: 'order.action.view',
      run: (row) =>
        navigate(`/index/agrCancleOrderDetail?applicationId=${encodeURIComponent(row.applicationId)}`),
    },
    {
      key: 'viewOrder',
      labelKey: 'cancelApply.action.viewOrder',
      run: (row) => navigate(`/index/agrMyOrderDetail?orderId=${encodeURIComponent(row.orderId)}`),
    },
  ];
  return <ResourceList descriptor={cancelApplyList} rowActions={rowActions} />;
}
