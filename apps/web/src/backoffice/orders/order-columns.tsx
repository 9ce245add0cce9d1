import {
  isPartlyShipped,
  type ListColumn,
  type ORDER_SORT_FIELDS,
  type OrderRow,
  orderListColumns,
} from '@procuremart/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageColumns } from '../../resources/page-columns';
import type { ColumnDescriptor } from '../../resources/types';
import { ValueOf } from '../../resources/ValueView';

type SortField = (typeof ORDER_SORT_FIELDS)[number];
type OrderColumn = Omit<ColumnDescriptor<OrderRow>, 'sortField'> & { sortField?: SortField };

/** Order status tags: labels and colours from the ORDER_STATUS dictionary (waiting states in colour, closed ones grey). */
export const orderStatusTag = { kind: 'dict', code: 'ORDER_STATUS' } as const;

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

/** What only the page shows differently: the status tag with "partly shipped". */
const orderOverrides = {
  orderStatus: { view: { kind: 'custom', render: (row) => <OrderStatusCell row={row} /> }, width: 120 },
} satisfies Partial<Record<keyof OrderRow, Partial<ColumnDescriptor<OrderRow>>>>;

/** An order list's page columns from the contract's (orderListColumns): the same the export writes. */
export const orderPageColumns = (columns: readonly ListColumn<OrderRow>[]): OrderColumn[] =>
  pageColumns(columns, orderOverrides) as OrderColumn[];

/** Every order column (the operators' integrated query). */
export const orderColumns: OrderColumn[] = orderPageColumns(orderListColumns);
