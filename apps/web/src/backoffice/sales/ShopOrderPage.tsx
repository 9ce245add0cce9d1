import type { OrderRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { shopOrderList } from './sale-order-resource';
import { confirmActions, deliverAction } from './supplier-order-actions';

/** Shop orders (myShopOrder): tabs with counts, filters, export; view, confirm, refuse, deliver. */
export default function ShopOrderPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<OrderRow>[] = [...confirmActions.row, deliverAction(navigate)];
  return <ResourceList descriptor={shopOrderList} rowActions={rowActions} />;
}
