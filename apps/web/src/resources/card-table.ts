import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import './card-table.css';

/** The class of a table whose rows become cards at phone width (card-table.css). */
export const CARD_TABLE = 'pm-card-table';
/** The class of a list's card: at phone width its toolbar goes under its title (card-table.css). */
export const LIST_CARD = 'pm-list-card';

/** Keys of row-action columns: at phone width their cell is the foot of each card. */
const ACTION_KEYS: readonly unknown[] = ['actions', '__actions'];

/**
 * Columns for a table shown as cards at phone width: each cell names its column (`data-label`, from a text
 * title), the actions column goes to the card's foot. Use with `className={CARD_TABLE}` on the Table.
 */
export function cardColumns<R>(columns: TableColumnsType<R>): TableColumnsType<R> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    const actions = ACTION_KEYS.includes(column.key);
    if (!label && !actions) return column;
    const own = column.onCell;
    return {
      ...column,
      onCell: (row: R, index?: number) =>
        ({
          ...own?.(row, index),
          ...(actions ? { className: 'pm-card-actions' } : { 'data-label': label }),
        }) as HTMLAttributes<HTMLElement>,
    };
  });
}
