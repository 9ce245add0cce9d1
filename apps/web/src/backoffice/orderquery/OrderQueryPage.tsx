import type { OrderRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { closeAction } from './order-query-actions';
import { operatorOrderAddress, parentOrderAddress } from './order-query-links';
import { orderQueryList } from './order-query-resource';

/** The operators' integrated order query: view an order or its checkout in their own tabs, close an order. */
export default function OrderQueryPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<OrderRow>[] = [
    {
      key: 'view',
      labelKey: 'order.action.view',
      run: (order) => navigate(operatorOrderAddress(order.orderId)),
    },
    {
      key: 'parent',
      labelKey: 'orderQuery.action.parent',
      run: (order) => navigate(parentOrderAddress(order.parentOrderId)),
    },
    ...closeAction.row,
  ];
  return <ResourceList descriptor={orderQueryList} rowActions={rowActions} />;
}
