import type { CellView, ListColumn } from '@procuremart/contract';
import type { ColumnDescriptor, Row, ValueView } from './types';

/** How a contract cell view shows on the page (the formatters match the exported file's cells). */
function viewOf<R extends Row>(view: CellView<R>): ValueView<R> | undefined {
  switch (view.kind) {
    case 'amount':
    case 'datetime':
    case 'flag':
      return { kind: view.kind };
    case 'labels':
      return { kind: 'labels', labels: view.labels };
    case 'dict':
      return { kind: 'dict', code: view.code };
    case 'localName':
      return { kind: 'localName', enField: view.enField };
    default:
      return undefined;
  }
}

type Overrides<R extends Row> = Partial<Record<keyof R & string, Partial<ColumnDescriptor<R>>>>;

/**
 * A list's page columns from its contract columns (declared once, exported from the same): headers, views,
 * sorting and visibility follow them (widths are the file's; the page lays columns out itself); `overrides` adds what only the page has (a richer cell, tag
 * colours) per field.
 */
export function pageColumns<R extends Row, S extends string = string>(
  columns: readonly ListColumn<R>[],
  overrides: Overrides<R> = {},
): (Omit<ColumnDescriptor<R>, 'sortField'> & { sortField?: S })[] {
  // The contract's sortField names the list call's sort fields (its input schema checks them).
  return columns.map((column) => ({
    field: column.field,
    titleKey: column.titleKey,
    view: viewOf(column.view),
    sortField: column.sortField as S | undefined,
    summary: column.summary,
    hidden: column.hidden,
    ...overrides[column.field],
  }));
}
