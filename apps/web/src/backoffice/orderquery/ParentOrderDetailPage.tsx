import { type OrderRow, orderGlossary, type ParentOrderDetail, pageLink } from '@procuremart/contract';
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
import { INTEGRATED_QUERY, type OrderQueryPages } from './query-pages';

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

function OrderLink({ row, page }: { row: OrderRow; page: OrderQueryPages['order'] }) {
  const navigate = useNavigate();
  return (
    <Typography.Link onClick={() => navigate(pageLink(page, { orderId: row.orderId }))}>
      {row.orderNo}
    </Typography.Link>
  );
}

/** The supplier orders of the checkout: the order lists' columns, each number opening the order. */
const supplierOrderColumns = (pages: OrderQueryPages): ColumnDescriptor<OrderRow>[] =>
  orderColumns
    .filter((column) => !['parentOrderNo', 'buyerName', 'createdAt'].includes(column.field))
    .map(({ sortField: _sort, ...column }) =>
      column.field === 'orderNo'
        ? {
            ...column,
            view: { kind: 'custom', render: (row: OrderRow) => <OrderLink row={row} page={pages.order} /> },
          }
        : { ...column, hidden: false },
    );

/** A checkout (`…?parentOrderId=…`): buyer, address, invoice, totals and the supplier orders the caller sees. */
export function ParentOrderDetailView({ pages }: { pages: OrderQueryPages }) {
  const columns = supplierOrderColumns(pages);
  return (
    <ResourceDetailPage<ParentOrderDetail, OrderQueryPages['parent']>
      glossary={orderGlossary}
      page={pages.parent}
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
          lines: (parent) => <LinesTable<OrderRow> rowKey="orderId" columns={columns} rows={parent.orders} />,
        },
      ]}
    />
  );
}

/** A checkout as operators see it (`parentOrderDetail?parentOrderId=…`). */
export default function ParentOrderDetailPage() {
  return <ParentOrderDetailView pages={INTEGRATED_QUERY} />;
}
