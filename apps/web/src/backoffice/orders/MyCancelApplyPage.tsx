import { type CancelApplyRow, ORDER_DETAIL_PAGE } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { pageAction } from '../../resources/page-view';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { cancelApplyList } from './cancel-apply-resource';

/** My cancellation applications (agrMyCancleApply): each opens its detail, or the order's detail. */
export default function MyCancelApplyPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<CancelApplyRow>[] = [
    pageAction(
      navigate,
      {
        page: ORDER_DETAIL_PAGE,
        params: (row) => ({ orderId: row.orderId }),
        labelKey: 'cancelApply.action.viewOrder',
      },
      'viewOrder',
    ),
  ];
  return <ResourceList descriptor={cancelApplyList} rowActions={rowActions} />;
}
