import type { SupplierCancelApplyRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { cancelApplyList } from './cancel-apply-resource';
import { applicationActions, supplierOrderAddress } from './supplier-order-actions';

/** Cancellation requests (applicationFormConfirm): pending and answered; agree, or refuse with a reason. */
export default function CancelApplyPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<SupplierCancelApplyRow>[] = [
    {
      key: 'viewOrder',
      labelKey: 'sales.action.viewOrder',
      run: (application) => navigate(supplierOrderAddress(application.orderId)),
    },
    ...applicationActions.row,
  ];
  return <ResourceList descriptor={cancelApplyList} rowActions={rowActions} />;
}
