import type {
  DictCode,
  ExportKind,
  FileGroup,
  ImportKind,
  Locale,
  Machine,
  Page,
  UserKind,
} from '@procuremart/contract';
import type { FormRule } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import type { PageView } from './page-view';

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
  /**
   * `labelKeyOf` names the i18n key of a coded value (e.g. an action code) and `textOf` gives a coded value's
   * text in the reader's language where the contract labels it; unknown values show as they are.
   */
  | {
      kind: 'text';
      ellipsis?: boolean;
      labelKeyOf?: (value: unknown) => string | undefined;
      textOf?: (value: unknown) => string | undefined;
    }
  | { kind: 'status'; statusMap: StatusMap }
  /** A coded value as a tag labelled from its dictionary (`useDict`), coloured by code. */
  | { kind: 'dict'; code: DictCode; colors?: Readonly<Record<string, string>> }
  | { kind: 'amount' }
  | { kind: 'datetime' }
  /** A name with an English form in another field (suppliers, brands, categories): that form in en-US, when set. */
  | { kind: 'localName'; enField: keyof R & string }
  /** A yes/no flag. */
  | { kind: 'flag' }
  /** A coded value with labels declared in both languages (a machine's states rather than a dictionary). */
  | { kind: 'labels'; labels: Readonly<Record<string, Readonly<Record<Locale, string>>>> }
  /** A sales unit (个, 台) in the reader's language. */
  | { kind: 'unit' }
  /** Stored files (one, a list, or none): a pdf opens in a new tab, a picture in a modal (SPEC §5). */
  | { kind: 'files' }
  | { kind: 'custom'; render: (row: R) => ReactNode };

export interface ColumnDescriptor<R extends Row> {
  /** The row field shown in this column. */
  field: keyof R & string;
  titleKey: string;
  view?: ValueView<R>;
  /** The server sort field, when clicking the header may sort by this column. */
  sortField?: string;
  width?: number;
  /** Amount columns: the page's sum in a summary row (exact decimals). */
  summary?: boolean;
  /** Hidden until the user shows it in the column settings. */
  hidden?: boolean;
}

export interface Option {
  value: string | number;
  /** i18n key of the label; or `label`, a text as it is (e.g. a name from the server). */
  labelKey?: string;
  label?: string;
  /** A label declared in code in both languages (e.g. a call's audit label). */
  labels?: Readonly<Record<Locale, string>>;
  children?: Option[];
}

/** Where a filter's options come from: given, or loaded once (e.g. a dictionary, an organisation tree). */
export type OptionSource = readonly Option[] | (() => Promise<readonly Option[]>);

interface FilterBase<N extends string> {
  name: N;
  labelKey: string;
}

export type FilterDescriptor<N extends string = string> =
  | (FilterBase<N> & { kind: 'text'; maxLength?: number })
  | (FilterBase<N> & { kind: 'select' | 'multiSelect'; options: OptionSource })
  /** A dictionary's items (`useDict(code)`); `valueType: 'number'` sends codes as numbers (e.g. a status 0/1). */
  | (FilterBase<N> & { kind: 'dict'; code: DictCode; valueType?: 'string' | 'number' })
  /** Options searched as the user types (debounced). */
  | (FilterBase<N> & {
      kind: 'remote';
      search: (keyword: string) => Promise<readonly Option[]>;
      debounceMs?: number;
    })
  /** Yes or no (sent as a boolean); `options` may name the two answers otherwise. */
  | (FilterBase<N> & { kind: 'flag'; options?: readonly Option[] })
  /** A tree (categories, organisations): the last picked node's value is sent. */
  | (FilterBase<N> & { kind: 'tree'; options: OptionSource; anyLevel?: boolean })
  /** A date range sent as two filters: the start of the first day and the end of the last. */
  | { kind: 'dateRange'; name: string; labelKey: string; fromName: N; toName: N; showTime?: boolean }
  /** An amount range sent as two decimal strings. */
  | { kind: 'amountRange'; name: string; labelKey: string; fromName: N; toName: N };

export interface SortState<F extends string = string> {
  field: F;
  order: 'ASC' | 'DESC';
}

/** What a list call receives: `{ pageNo, pageSize, sort?, ...filters }`. */
export type ListQueryInput = {
  pageNo: number;
  pageSize: number;
  sort?: SortState;
} & Record<string, unknown>;

export interface ListDescriptor<R extends Row> {
  /** Names the list in the user's column settings. */
  listKey: string;
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
  /** The file download task kind that exports this list: the toolbar offers Export (SPEC §7). */
  exportKind?: ExportKind;
  /** The import kind that adds rows to this list from xlsx: the toolbar offers Import. */
  importKind?: ImportKind;
  /** The export's filters from the page's applied ones (e.g. with inputs the page always sends). */
  exportFilters?: (filters: Record<string, unknown>) => Record<string, unknown>;
  /** Reloads every few seconds while some row of the page is still changing (e.g. a running task). */
  refreshWhile?: (rows: R[]) => boolean;
  /** Status tabs above the table: the chosen tab is sent as this filter; counts come with the page. */
  tabs?: ListTabs;
  /** The detail page a row opens: a "view" row action, first of the row's actions. */
  view?: PageView<R>;
}

/**
 * Tabs of a list (e.g. order statuses): each tab a value of the `filter` input field; the list call answers
 * `tabCounts: { [value]: count }` beside its rows, and the first tab is shown first.
 */
export interface ListTabs {
  filter: string;
  items: readonly { value: string; labelKey: string }[];
}

export interface ConfirmText {
  titleKey: string;
  descriptionKey?: string;
}

/** What the user typed when confirming: the remark, '' when the step takes none. */
export interface ActionInput {
  remark: string;
}

interface ActionBase {
  key: string;
  labelKey: string;
  /** A machine event: offered only when the status and the user's kind and permissions allow it. */
  event?: string;
  danger?: boolean;
  /** Actions that change data ask first. */
  confirm?: ConfirmText;
  /** The step takes a reason or remark: asked in the confirmation, required or not. */
  remark?: 'required' | 'optional';
  /** When set, a run that resolves shows this success message and refreshes the list. */
  successKey?: string;
  /** The machine the event belongs to, when not the list's own. */
  machine?: Machine;
}

export interface RowAction<R extends Row> extends ActionBase {
  /** Further visibility rule, e.g. by field values. */
  visible?: (row: R, kind: UserKind | null) => boolean;
  /** May return a promise; the action counts as done when it settles. */
  run: (row: R, input: ActionInput) => unknown;
}

/** An action on the selected rows; one bound to an event is enabled only if every row allows it. */
export interface BulkAction<R extends Row> extends ActionBase {
  run: (rows: R[], input: ActionInput) => unknown;
}

export interface ToolbarAction {
  key: string;
  labelKey: string;
  primary?: boolean;
  icon?: ReactNode;
  testId?: string;
  onClick: () => void;
}

export type FieldDescriptor<N extends string = string> =
  | (FieldBase<N, 'text' | 'textarea' | 'password'> & { maxLength?: number })
  | FieldBase<N, 'number'>
  | (FieldBase<N, 'select'> & { options: Option[] })
  /** One uploaded file (its id) of a SPEC §5 group: a picture with its thumbnail, or a named document. */
  | (FieldBase<N, 'upload'> & { group: FileGroup })
  /** A yes/no switch (a boolean input field). */
  | FieldBase<N, 'switch'>
  /** A control of the domain's own (e.g. a region cascader): it gets the form item's id, value and onChange. */
  | (FieldBase<N, 'control'> & { control: ComponentType<FieldControlProps> });

/** What a form item hands its control. */
export interface FieldControlProps {
  id?: string;
  value?: any;
  onChange?: (value: any) => void;
  placeholder?: string;
}

interface FieldBase<N extends string, K extends string> {
  kind: K;
  name: N;
  /** The label, where it is not the form's glossary's label of `name`. */
  labelKey?: string;
  required?: boolean;
  /** Further rules (e.g. an availability check). */
  rules?: FormRule[];
  placeholderKey?: string;
  /** i18n key of a help text under the field. */
  extraKey?: string;
  dependencies?: string[];
}

export interface DetailItem<D extends Row> {
  field: keyof D & string;
  /** The label, where it is not the page's glossary's label of `field`. */
  labelKey?: string;
  view?: ValueView<D>;
  /** Columns the item spans (long texts take the full row). */
  span?: number | 'filled';
}

/** An item of a detail: a field's name alone where the glossary labels it and its list column's view shows it. */
export type DetailEntry<D extends Row> = DetailItem<D> | (keyof D & string);

export interface DetailSection<D extends Row> {
  titleKey: string;
  items: DetailEntry<D>[];
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
