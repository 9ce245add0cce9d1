import { getOrderDetail } from '@procuremart/contract/refs';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { OrderDetailView } from './OrderDetailView';
import { awaitsPayment, cancelAction, cashierAddress, detailActions } from './order-actions';

const load = (orderId: string) => api(getOrderDetail, { orderId });

/** One of my orders in its own tab (`agrMyOrderDetail?orderId=…`); pay and cancel in the footer. */
export default function MyOrderDetailPage() {
  const navigate = useNavigate();
  const pay = {
    key: 'pay',
    labelKey: 'order.action.pay',
    visible: awaitsPayment,
    run: (order: Parameters<typeof awaitsPayment>[0]) => navigate(cashierAddress(order)),
  };
  return <OrderDetailView load={load} actions={[pay, ...detailActions(cancelAction.row)]} />;
}
