import {
  isPartlyShipped,
  type ORDER_SORT_FIELDS,
  type OrderRow,
  OrderStatus,
  type orderListFilters,
} from '@procuremart/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { supplierNameView } from '../../resources/name-views';
import type { ColumnDescriptor, FilterDescriptor } from '../../resources/types';
import { ValueOf } from '../../resources/ValueView';

type SortField = (typeof ORDER_SORT_FIELDS)[number];
type OrderColumn = Omit<ColumnDescriptor<OrderRow>, 'sortField'> & { sortField?: SortField };
type OrderFilterName = keyof typeof orderListFilters;

/** Order status tags: waiting states in colour, closed ones grey (labels from the ORDER_STATUS dictionary). */
export const orderStatusTag = {
  kind: 'dict',
  code: 'ORDER_STATUS',
  colors: {
    [OrderStatus.awaitingApproval]: 'orange',
    [OrderStatus.awaitingConfirmation]: 'blue',
    [OrderStatus.awaitingDelivery]: 'cyan',
    [OrderStatus.delivered]: 'geekblue',
    [OrderStatus.completed]: 'green',
    [OrderStatus.refused]: 'red',
  },
} as const;

/**
 * The order's status tag; a delivered order with pieces still to ship reads "partly shipped" (derived from
 * its shipments), with how many are left in a tooltip.
 */
export function OrderStatusCell({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  if (!isPartlyShipped(row)) return <ValueOf view={orderStatusTag} value={row.orderStatus} row={row} />;
  return (
    <Tooltip title={t('order.partlyShippedHint', { pieces: row.piecesToShip })}>
      <Tag color="gold" data-testid="order-partly-shipped">
        {t('order.partlyShipped')}
      </Tag>
    </Tooltip>
  );
}

function GoodsSummary({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  return <span>{t('order.goodsSummary', { kinds: row.lineCount, pieces: row.pieces })}</span>;
}

/** The ONE column set of orderRowSchema: every order list (buyer, approver, later supplier and operator) uses it. */
export const orderColumns: OrderColumn[] = [
  { field: 'orderNo', titleKey: 'order.field.orderNo', sortField: 'orderNo' },
  {
    field: 'orderStatus',
    titleKey: 'order.field.orderStatus',
    view: { kind: 'custom', render: (row) => <OrderStatusCell row={row} /> },
    width: 120,
  },
  {
    field: 'supplierName',
    titleKey: 'order.field.supplierName',
    view: supplierNameView,
  },
  {
    field: 'pieces',
    titleKey: 'order.field.goods',
    view: { kind: 'custom', render: (row) => <GoodsSummary row={row} /> },
  },
  {
    field: 'amount',
    titleKey: 'order.field.amount',
    view: { kind: 'amount' },
    sortField: 'amount',
    summary: true,
  },
  { field: 'payMethod', titleKey: 'order.field.payMethod', view: { kind: 'dict', code: 'PAY_TYPE' } },
  {
    field: 'payStatus',
    titleKey: 'order.field.payStatus',
    view: { kind: 'dict', code: 'PAY_STATUS', colors: { '1': 'green' } },
    hidden: true,
  },
  { field: 'buyerName', titleKey: 'order.field.buyerName' },
  { field: 'parentOrderNo', titleKey: 'order.field.parentOrderNo', hidden: true },
  {
    field: 'channel',
    titleKey: 'order.field.channel',
    view: { kind: 'dict', code: 'ORDER_CHANNEL' },
    hidden: true,
  },
  {
    field: 'createdAt',
    titleKey: 'order.field.createdAt',
    view: { kind: 'datetime' },
    sortField: 'createdAt',
  },
];

/** The filters of `orderListFilters`, shared by every order list. */
export const orderFilters: FilterDescriptor<OrderFilterName>[] = [
  { kind: 'text', name: 'orderNo', labelKey: 'order.field.orderNo', maxLength: 24 },
  { kind: 'text', name: 'supplierName', labelKey: 'order.field.supplierName', maxLength: 60 },
  {
    kind: 'dateRange',
    name: 'createdAt',
    labelKey: 'order.field.createdAt',
    fromName: 'createdFrom',
    toName: 'createdTo',
  },
  {
    kind: 'amountRange',
    name: 'amountRange',
    labelKey: 'order.field.amountRange',
    fromName: 'amountFrom',
    toName: 'amountTo',
  },
  { kind: 'dict', name: 'channel', labelKey: 'order.field.channel', code: 'ORDER_CHANNEL' },
];
