import type { Machine, Page, UserKind } from '@procuremart/contract';
import type { FormRule } from 'antd';
import type { ReactNode } from 'react';

/** A row as lists see it: named fields of any type. */
export type Row = object;

/** How a status value shows: the i18n key of its label and the tag colour. */
export interface StatusStyle {
  labelKey: string;
  color: string;
}
export type StatusMap = Record<string, StatusStyle>;

/** How a value is shown in a cell or a description item. */
export type ValueView<R extends Row> =
  /** `labelKeyOf` names the i18n key of a coded value (e.g. an action code); unknown values show as they are. */
  | { kind: 'text'; ellipsis?: boolean; labelKeyOf?: (value: unknown) => string | undefined }
  | { kind: 'status'; statusMap: StatusMap }
  | { kind: 'amount' }
  | { kind: 'datetime' }
  | { kind: 'custom'; render: (row: R) => ReactNode };

export interface ColumnDescriptor<R extends Row> {
  /** The row field shown in this column. */
  field: keyof R & string;
  titleKey: string;
  view?: ValueView<R>;
  /** The server sort field, when clicking the header may sort by this column. */
  sortField?: string;
  width?: number;
}

export interface Option {
  value: string | number;
  labelKey: string;
}

export type FilterDescriptor =
  | { kind: 'text'; name: string; labelKey: string; maxLength?: number }
  | { kind: 'select'; name: string; labelKey: string; options: Option[] }
  /** A date range sent as two filters: the start of the first day and the end of the last. */
  | {
      kind: 'dateRange';
      name: string;
      labelKey: string;
      fromName: string;
      toName: string;
      showTime?: boolean;
    };

export interface SortState {
  field: string;
  order: 'ASC' | 'DESC';
}

/** What a list call receives: `{ pageNo, pageSize, sort?, ...filters }`. */
export type ListQueryInput = {
  pageNo: number;
  pageSize: number;
  sort?: SortState;
} & Record<string, unknown>;

export interface ListDescriptor<R extends Row> {
  /** i18n key of the card title. */
  titleKey: string;
  rowKey: keyof R & string;
  /** The domain's query key; the list adds its input, mutations invalidate the whole key. */
  queryKey: readonly unknown[];
  query: (input: ListQueryInput) => Promise<Page<R>>;
  columns: ColumnDescriptor<R>[];
  filters?: FilterDescriptor[];
  /** Rows' state machine: actions bound to an event show only where the machine allows them. */
  machine?: Machine;
  statusOf?: (row: R) => string | number;
  defaultSort?: SortState;
  pageSize?: number;
  /** i18n key of the hint under the empty state. */
  emptyHintKey?: string;
}

export interface ConfirmText {
  titleKey: string;
  descriptionKey?: string;
}

export interface RowAction<R extends Row> {
  key: string;
  labelKey: string;
  /** A machine event: shown only when the row's status and the user's kind allow it. */
  event?: string;
  /** Further visibility rule, e.g. by field values. */
  visible?: (row: R, kind: UserKind | null) => boolean;
  danger?: boolean;
  /** Destructive actions ask first. */
  confirm?: ConfirmText;
  /** May return a promise; the action counts as done when it settles. */
  run: (row: R) => unknown;
  /** When set, a run that resolves shows this success message and refreshes the list. */
  successKey?: string;
}

export interface ToolbarAction {
  key: string;
  labelKey: string;
  primary?: boolean;
  icon?: ReactNode;
  testId?: string;
  onClick: () => void;
}

export type FieldDescriptor =
  | (FieldBase<'text' | 'textarea'> & { maxLength?: number })
  | (FieldBase<'number'> & { min?: number; max?: number })
  | (FieldBase<'select'> & { options: Option[] });

interface FieldBase<K extends string> {
  kind: K;
  name: string;
  labelKey: string;
  required?: boolean;
  /** Further rules (contract validators through src/forms/rules). */
  rules?: FormRule[];
  placeholderKey?: string;
  /** i18n key of a help text under the field. */
  extraKey?: string;
}

export interface DetailItem<D extends Row> {
  field: keyof D & string;
  labelKey: string;
  view?: ValueView<D>;
  /** Columns the item spans (long texts take the full row). */
  span?: number | 'filled';
}

export interface DetailSection<D extends Row> {
  titleKey: string;
  items: DetailItem<D>[];
}

/** One status change as the timeline shows it. */
export interface HistoryEntry {
  fromStatus: string;
  toStatus: string;
  event: string;
  username: string | null;
  remark: string;
  createdAt: string;
}
