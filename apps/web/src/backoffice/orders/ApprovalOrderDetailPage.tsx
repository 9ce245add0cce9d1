import { getApprovalOrderDetail } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { approvalAudit } from './approval-resource';
import { OrderDetailView } from './OrderDetailView';
import { detailActions } from './order-actions';

const load = (orderId: string) => api(getApprovalOrderDetail, { orderId });
const actions = detailActions(approvalAudit.rowActions);

/** An order to approve in its own tab (`agrApprovalOrderDetail?orderId=…`); approve or reject in the footer. */
export default function ApprovalOrderDetailPage() {
  return <OrderDetailView page="agrApprovalOrderDetail" load={load} actions={actions} />;
}
