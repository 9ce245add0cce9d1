import type { OrderDetail } from '@procuremart/contract';
import { getOrderDetail } from '@procuremart/contract/refs';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import type { RowAction } from '../../resources/types';
import { shipmentActions } from '../receiving/shipment-actions';
import { OrderDetailView } from './OrderDetailView';
import {
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
  // Only the buyer pays, past approval and unpaid: the server lists 'pay' then.
  const pay: RowAction<OrderDetail> = {
    key: 'pay',
    labelKey: 'order.action.pay',
    visible: (order) => order.actions.includes('pay'),
    run: (order) => navigate(cashierAddress(order)),
  };
  return (
    <OrderDetailView
      page="agrMyOrderDetail"
      load={load}
      actions={[pay, ...detailActions(cancelAction.row), ...requestActions(buyerRequestActions)]}
      shipmentActions={shipmentActions}
    />
  );
}
