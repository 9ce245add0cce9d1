import type { OrderRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { orgOrderList } from './org-order-resource';

/** The organisation's orders (agrSourceOrderQueryQy), read only: each opens in the one order detail page. */
export default function OrgOrderPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<OrderRow>[] = [
    {
      key: 'view',
      labelKey: 'order.action.view',
      run: (order) => navigate(`/index/agrMyOrderDetail?orderId=${encodeURIComponent(order.orderId)}`),
    },
  ];
  return <ResourceList descriptor={orgOrderList} rowActions={rowActions} />;
}
