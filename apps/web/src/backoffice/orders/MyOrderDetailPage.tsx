import type { OrderDetail } from '@procuremart/contract';
import { getOrderDetail } from '@procuremart/contract/refs';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import type { RowAction } from '../../resources/types';
import { shipmentActions } from '../receiving/shipment-actions';
import { OrderDetailView } from './OrderDetailView';
import {
  awaitsPayment,
  buyerRequestActions,
  cancelAction,
  cashierAddress,
  detailActions,
  requestActions,
} from './order-actions';

const load = (orderId: string) => api(getOrderDetail, { orderId });

/**
 * One order in its own tab (`agrMyOrderDetail?orderId=…`), mine or, for those allowed, my organisation's:
 * pay, cancel, apply to cancel, remind the supplier and delete in the footer, and each shipment's arrival and
 * acceptance steps in the shipments tab, as the server allows them.
 */
export default function MyOrderDetailPage() {
  const navigate = useNavigate();
  // Only the buyer pays: the server offers the buyer's cancel exactly while an own order may still be paid.
  const pay: RowAction<OrderDetail> = {
    key: 'pay',
    labelKey: 'order.action.pay',
    visible: (order) => awaitsPayment(order) && order.actions.includes('cancel'),
    run: (order) => navigate(cashierAddress(order)),
  };
  return (
    <OrderDetailView
      load={load}
      actions={[pay, ...detailActions(cancelAction.row), ...requestActions(buyerRequestActions)]}
      shipmentActions={shipmentActions}
    />
  );
}
