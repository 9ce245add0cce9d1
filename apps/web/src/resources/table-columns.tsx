import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { cardColumns } from './card-table';
import { columnSortOrder } from './list-query';
import type { ColumnDescriptor, Row, SortState } from './types';
import { ValueOf } from './ValueView';

/**
 * Descriptor columns as antd Table columns, with the server sort shown on the sorted column; each cell names
 * its column (data-label) for the phone layout, where rows become cards.
 */
export function tableColumns<R extends Row>(
  columns: readonly ColumnDescriptor<R>[],
  sort: SortState | undefined,
  t: TFunction,
  actions?: { titleKey: string; render: (row: R) => ReactNode; width?: number },
): TableColumnsType<R> {
  const result: TableColumnsType<R> = columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    title: t(column.titleKey),
    width: column.width,
    align: column.view?.kind === 'amount' ? ('right' as const) : undefined,
    ellipsis: column.view?.kind === 'text' && column.view.ellipsis ? { showTitle: false } : undefined,
    sorter: column.sortField ? true : undefined,
    sortOrder: column.sortField ? columnSortOrder(sort, column.sortField) : undefined,
    render: (value: unknown, row: R) => <ValueOf view={column.view} value={value} row={row} />,
  }));
  if (actions) {
    result.push({
      key: '__actions',
      title: t(actions.titleKey),
      width: actions.width,
      fixed: 'right',
      render: (_value: unknown, row: R) => actions.render(row),
    });
  }
  return cardColumns(result);
}
