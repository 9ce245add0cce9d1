import { addMoney } from '@procuremart/contract';
import { Table } from 'antd';
import type { TFunction } from 'i18next';
import { formatAmount } from './formatters';
import type { ColumnDescriptor, Row } from './types';

/** The page's sum of one amount column, exactly (decimal strings, never floats); blanks count nothing. */
export function sumAmounts<R extends Row>(rows: readonly R[], field: keyof R): string {
  const amounts = rows
    .map((row) => row[field])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(String);
  return addMoney('0', ...amounts);
}

/** A summary row under the table with the page's sums of the amount columns marked `summary`. */
export function summaryRow<R extends Row>(
  columns: readonly ColumnDescriptor<R>[],
  selectable: boolean,
  t: TFunction,
) {
  if (!columns.some((c) => c.summary)) return undefined;
  return (rows: readonly R[]) => {
    const offset = selectable ? 1 : 0;
    return (
      <Table.Summary.Row data-testid="list-summary">
        {selectable && <Table.Summary.Cell index={0} />}
        {columns.map((column, index) => (
          <Table.Summary.Cell
            key={column.field}
            index={index + offset}
            align={column.summary ? 'right' : undefined}
          >
            {index === 0 && !column.summary ? t('resource.pageSum') : null}
            {column.summary ? <strong>{formatAmount(sumAmounts(rows, column.field))}</strong> : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    );
  };
}
