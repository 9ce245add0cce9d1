import type { OrderRow } from '@procuremart/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageAction } from '../../resources/page-view';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { closeAction } from './order-query-actions';
import { orderQueryListFor } from './order-query-resource';
import { INTEGRATED_QUERY, type OrderQueryPages } from './query-pages';

/**
 * An order query list: view an order or its checkout in their own tabs, close an order (shown to holders of the
 * integrated query only, as the machine says).
 */
export function OrderQueryView({ pages }: { pages: OrderQueryPages }) {
  const navigate = useNavigate();
  const descriptor = useMemo(() => orderQueryListFor(pages), [pages]);
  const rowActions: RowAction<OrderRow>[] = [
    pageAction(
      navigate,
      {
        page: pages.parent,
        params: (order) => ({ parentOrderId: order.parentOrderId }),
        labelKey: 'orderQuery.action.parent',
      },
      'parent',
    ),
    ...closeAction.row,
  ];
  return <ResourceList descriptor={descriptor} rowActions={rowActions} />;
}

/** The operators' integrated order query. */
export default function OrderQueryPage() {
  return <OrderQueryView pages={INTEGRATED_QUERY} />;
}
