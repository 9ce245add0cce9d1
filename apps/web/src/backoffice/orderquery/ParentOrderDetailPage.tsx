import {
  OPERATOR_ORDER_DETAIL_PAGE,
  type OrderRow,
  orderGlossary,
  type ParentOrderDetail,
  pageLink,
} from '@procuremart/contract';
import { getParentOrderDetail } from '@procuremart/contract/refs';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { LinesTable } from '../../resources/LinesTable';
import { orgNameView } from '../../resources/name-views';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { ColumnDescriptor, DetailItem, DetailSection } from '../../resources/types';
import { orderColumns } from '../orders/order-columns';
import { receiverAndInvoiceSections } from '../orders/order-sections';
import { orderQueryKeys } from './keys';

const load = (parentOrderId: string) => api(getParentOrderDetail, { parentOrderId });

const facts: DetailItem<ParentOrderDetail>[] = [
  { field: 'buyerName' },
  { field: 'orgName', view: orgNameView },
  { field: 'amount', view: { kind: 'amount' } },
  { field: 'createdAt', view: { kind: 'datetime' } },
];

const sections: DetailSection<ParentOrderDetail>[] = [
  {
    titleKey: 'order.section.amounts',
    items: [
      { field: 'goodsAmount', view: { kind: 'amount' } },
      { field: 'freight', view: { kind: 'amount' } },
      { field: 'amount', view: { kind: 'amount' } },
      { field: 'capitalAmount' },
      { field: 'payMethod', view: { kind: 'dict', code: 'PAY_TYPE' } },
    ],
  },
  ...receiverAndInvoiceSections<ParentOrderDetail>(),
  {
    titleKey: 'order.section.other',
    items: [{ field: 'parentOrderNo' }, { field: 'channel', view: { kind: 'dict', code: 'ORDER_CHANNEL' } }],
  },
];

function OrderLink({ row }: { row: OrderRow }) {
  const navigate = useNavigate();
  return (
    <Typography.Link onClick={() => navigate(pageLink(OPERATOR_ORDER_DETAIL_PAGE, { orderId: row.orderId }))}>
      {row.orderNo}
    </Typography.Link>
  );
}

/** The supplier orders of the checkout: the order lists' columns, each number opening the order. */
const supplierOrderColumns: ColumnDescriptor<OrderRow>[] = orderColumns
  .filter((column) => !['parentOrderNo', 'buyerName', 'createdAt'].includes(column.field))
  .map(({ sortField: _sort, ...column }) =>
    column.field === 'orderNo'
      ? { ...column, view: { kind: 'custom', render: (row: OrderRow) => <OrderLink row={row} /> } }
      : { ...column, hidden: false },
  );

/** A checkout (`parentOrderDetail?parentOrderId=…`): buyer, address, invoice, totals and its supplier orders. */
export default function ParentOrderDetailPage() {
  return (
    <ResourceDetailPage<ParentOrderDetail, 'parentOrderDetail'>
      glossary={orderGlossary}
      page="parentOrderDetail"
      idParam="parentOrderId"
      queryKey={orderQueryKeys.parent}
      load={load}
      recordTitle={(parent) => parent.parentOrderNo}
      facts={facts}
      invalidateKey={orderQueryKeys.all}
      tabs={[
        { key: 'info', labelKey: 'order.tab.info', sections },
        {
          key: 'orders',
          labelKey: 'orderQuery.tab.orders',
          lines: (parent) => (
            <LinesTable<OrderRow> rowKey="orderId" columns={supplierOrderColumns} rows={parent.orders} />
          ),
        },
      ]}
    />
  );
}
