import { type OrderRow, PARENT_ORDER_DETAIL_PAGE } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { pageAction } from '../../resources/page-view';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { closeAction } from './order-query-actions';
import { orderQueryList } from './order-query-resource';

/** The operators' integrated order query: view an order or its checkout in their own tabs, close an order. */
export default function OrderQueryPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<OrderRow>[] = [
    pageAction(
      navigate,
      {
        page: PARENT_ORDER_DETAIL_PAGE,
        params: (order) => ({ parentOrderId: order.parentOrderId }),
        labelKey: 'orderQuery.action.parent',
      },
      'parent',
    ),
    ...closeAction.row,
  ];
  return <ResourceList descriptor={orderQueryList} rowActions={rowActions} />;
}
