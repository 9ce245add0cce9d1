import { isWireMoney, sumMoney } from '@procuremart/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellName, type LineCell } from './define-lines';
import { formatAmount } from './formatters';
import type { ColumnDescriptor, Row } from './types';

const valueAt = (line: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], line);

/** The total of one column over the lines: amounts exactly as decimal strings, counts as whole numbers. */
export function columnTotal(
  lines: readonly unknown[],
  path: readonly string[],
  kind: 'amount' | 'count',
): string | number {
  const values = lines.map((line) => valueAt(line, path));
  if (kind === 'count')
    return values.reduce<number>((sum, v) => sum + (Number.isSafeInteger(v) ? (v as number) : 0), 0);
  return sumMoney(...values.map((v) => String(v ?? '').trim()).filter((v) => v !== '' && isWireMoney(v)));
}

/** Whether a lines table has a totals row: a read-only amount column marked `summary` or a cell marked `total`. */
export const hasTotals = <V extends Row>(
  columns: readonly ColumnDescriptor<V>[],
  cells: readonly LineCell<V>[],
) => columns.some((c) => c.summary) || cells.some((c) => c.total);

/**
 * The totals row under the lines (read-only lines and editable ones alike): the sums of the amount columns
 * marked `summary` and of the cells marked `total`, "合计" in the first column otherwise.
 */
export function LinesTotals<V extends Row>({
  columns,
  cells = [],
  lines,
  trailing = 0,
}: {
  columns: readonly ColumnDescriptor<V>[];
  cells?: readonly LineCell<V>[];
  lines: readonly V[];
  /** Columns after the cells (the remove button's). */
  trailing?: number;
}) {
  const { t } = useTranslation();
  const titles = [
    ...columns.map((column) => t(column.titleKey)),
    ...cells.map((cell) => cell.title ?? t(cell.titleKey ?? '')),
  ];
  const sums = [
    ...columns.map((column) =>
      column.summary ? formatAmount(columnTotal(lines, [column.field], 'amount')) : null,
    ),
    ...cells.map((cell) => {
      if (!cell.total) return null;
      const kind = cell.control.kind === 'money' ? 'amount' : 'count';
      const sum = columnTotal(lines, cellName(cell), kind);
      return kind === 'amount' ? formatAmount(sum) : String(sum);
    }),
    ...Array.from({ length: trailing }, () => null),
  ];
  return (
    <Table.Summary.Row data-testid="lines-total">
      {sums.map((sum, index) => (
        <Table.Summary.Cell key={String(index)} index={index} align={sum === null ? undefined : 'right'}>
          {index === 0 && sum === null ? t('resource.linesTotal') : null}
          {sum === null ? null : (
            <>
              {/* At phone width a total reads "column: sum" (card-table.css), as the lines' cells do. */}
              <span className="pm-total-label">{titles[index]}</span>
              <strong>{sum}</strong>
            </>
          )}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}
