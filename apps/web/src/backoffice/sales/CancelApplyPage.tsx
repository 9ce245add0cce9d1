import type { SupplierCancelApplyRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { AuditPage } from '../../resources/AuditPage';
import { pageAction } from '../../resources/page-view';
import type { RowAction } from '../../resources/types';
import { cancelApplyAudit } from './cancel-apply-resource';

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
  ];
  return <AuditPage audit={cancelApplyAudit} rowActions={rowActions} />;
}
