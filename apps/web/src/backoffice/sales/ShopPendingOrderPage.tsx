import type { OrderRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { pendingOrderList } from './sale-order-resource';
import { confirmActions, deliverAction } from './supplier-order-actions';

/** Orders to handle (shopPendingOrder): confirm or refuse (one or many), deliver. */
export default function ShopPendingOrderPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<OrderRow>[] = [...confirmActions.row, deliverAction(navigate)];
  return (
    <ResourceList
      descriptor={pendingOrderList}
      rowActions={rowActions}
      bulkActions={confirmActions.bulk.filter((action) => action.event === 'supplierConfirm')}
    />
  );
}
