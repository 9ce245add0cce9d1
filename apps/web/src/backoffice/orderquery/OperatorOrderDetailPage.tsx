import type { OrderDetail } from '@procuremart/contract';
import { pageLink } from '@procuremart/contract';
import { getOrderDetail } from '@procuremart/contract/refs';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import type { RowAction } from '../../resources/types';
import { OrderDetailView } from '../orders/OrderDetailView';
import { detailActions } from '../orders/order-actions';
import { closeAction } from './order-query-actions';
import { INTEGRATED_QUERY, type OrderQueryPages } from './query-pages';

const load = (orderId: string) => api(getOrderDetail, { orderId });

/** An order as an order query shows it (`…?orderId=…`): its checkout, and close in the footer where allowed. */
export function OperatorOrderDetailView({ pages }: { pages: OrderQueryPages }) {
  const navigate = useNavigate();
  const parent: RowAction<OrderDetail> = {
    key: 'parent',
    labelKey: 'orderQuery.action.parent',
    run: (order) => navigate(pageLink(pages.parent, { parentOrderId: order.parentOrderId })),
  };
  return (
    <OrderDetailView page={pages.order} load={load} actions={[parent, ...detailActions(closeAction.row)]} />
  );
}

/** An order as operators see it (`synthesizeOrderDetail?orderId=…`). */
export default function OperatorOrderDetailPage() {
  return <OperatorOrderDetailView pages={INTEGRATED_QUERY} />;
}
