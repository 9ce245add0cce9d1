import { type OrderDetail, PARENT_ORDER_DETAIL_PAGE, pageLink } from '@procuremart/contract';
import { getOrderDetail } from '@procuremart/contract/refs';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import type { RowAction } from '../../resources/types';
import { OrderDetailView } from '../orders/OrderDetailView';
import { detailActions } from '../orders/order-actions';
import { closeAction } from './order-query-actions';

const load = (orderId: string) => api(getOrderDetail, { orderId });

/** An order as operators see it (`synthesizeOrderDetail?orderId=…`): its checkout, and close in the footer. */
export default function OperatorOrderDetailPage() {
  const navigate = useNavigate();
  const parent: RowAction<OrderDetail> = {
    key: 'parent',
    labelKey: 'orderQuery.action.parent',
    run: (order) => navigate(pageLink(PARENT_ORDER_DETAIL_PAGE, { parentOrderId: order.parentOrderId })),
  };
  return (
    <OrderDetailView
      page="synthesizeOrderDetail"
      load={load}
      actions={[parent, ...detailActions(closeAction.row)]}
    />
  );
}
