import type { SupplierCancelApplyRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { pageAction } from '../../resources/page-view';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { cancelApplyList } from './cancel-apply-resource';
import { applicationActions } from './supplier-order-actions';

/** Cancellation requests (applicationFormConfirm): pending and answered; agree, or refuse with a reason. */
export default function CancelApplyPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<SupplierCancelApplyRow>[] = [
    pageAction(
      navigate,
      {
        page: 'supplierOrderDetails',
        params: (application) => ({ orderId: application.orderId }),
        labelKey: 'sales.action.viewOrder',
      },
      'viewOrder',
    ),
    ...applicationActions.row,
  ];
  return <ResourceList descriptor={cancelApplyList} rowActions={rowActions} />;
}
