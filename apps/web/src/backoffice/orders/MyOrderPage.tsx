import type { OrderRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { myOrderList } from './my-order-resource';
import { awaitsPayment, buyerRequestActions, cancelAction, cashierAddress } from './order-actions';

/**
 * My orders (agrMyOrder): status tabs with counts, filters, view (its own tab), pay, cancel with a reason,
 * apply to cancel a confirmed order, remind the supplier, delete a closed order.
 */
export default function MyOrderPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<OrderRow>[] = [
    {
      key: 'pay',
      labelKey: 'order.action.pay',
      visible: awaitsPayment,
      run: (order) => navigate(cashierAddress(order)),
    },
    ...cancelAction.row,
    ...buyerRequestActions,
  ];
  return <ResourceList descriptor={myOrderList} rowActions={rowActions} />;
}
