import {
  type CallDef,
  type CallInput,
  type CallOutput,
  type ExportKind,
  type ImportKind,
  listFiltersOf,
  type Machine,
  type Page,
  refOf,
} from '@procuremart/contract';
import { api } from '../api/client';
import { declaredFilters, type FilterControls } from './declared-filters';
import type { PageView } from './page-view';
import type { ColumnDescriptor, ListDescriptor, ListQueryInput, ListTabs, SortState } from './types';

/** A list call: its input takes paging (and maybe a sort), its output is a page of rows. */
export type ListCall = CallDef;

/** The row type of a list call's page. */
export type RowOf<C extends CallDef> = CallOutput<C> extends { rows: (infer R)[] } ? R & object : never;
/** The call's own filters: its input fields less paging and sort. */
export type FilterNameOf<C extends CallDef> = Exclude<keyof CallInput<C>, 'pageNo' | 'pageSize' | 'sort'> &
  string;
/** The fields the call allows sorting by. */
export type SortFieldOf<C extends CallDef> =
  CallInput<C> extends { sort?: { field: infer F } } ? F & string : never;

export interface ListSpec<C extends ListCall> {
  listKey: string;
  titleKey: string;
  rowKey: keyof RowOf<C> & string;
  queryKey: readonly unknown[];
  columns: (Omit<ColumnDescriptor<RowOf<C>>, 'sortField'> & { sortField?: SortFieldOf<C> })[];
  /** What only the page knows of the call's declared filters (options, a search, hidden ones). */
  filters?: FilterControls<FilterNameOf<C>>;
  machine?: Machine;
  statusOf?: (row: RowOf<C>) => string | number;
  defaultSort?: SortState<SortFieldOf<C>>;
  pageSize?: number;
  emptyHintKey?: string;
  exportKind?: ExportKind;
  importKind?: ImportKind;
  refreshWhile?: (rows: RowOf<C>[]) => boolean;
  /** The detail page a row opens with "view". */
  view?: PageView<RowOf<C>>;
  /** Status tabs: a filter of the call, with the tab values its output counts in `tabCounts`. */
  tabs?: CallOutput<C> extends { tabCounts: Record<infer T, number> }
    ? { filter: FilterNameOf<C>; items: readonly { value: T & string; labelKey: string }[] }
    : never;
}

/**
 * The call's input as the list built it, checked against the call's schema: a filter the call does not
 * take fails here, at the one place where the form's loose values become the call's typed input.
 */
function checkedInput<C extends ListCall>(call: C, input: ListQueryInput): CallInput<C> {
  const parsed = call.input.safeParse(input);
  if (!parsed.success) throw new Error(`${call.name}: the list built an input the call refuses`);
  return input as CallInput<C>;
}

/** A list descriptor whose row type, filter names and sort fields come from the list call's schema. */
export function defineList<C extends ListCall>(call: C, spec: ListSpec<C>): ListDescriptor<RowOf<C>> {
  const ref = refOf(call);
  return {
    ...spec,
    filters: declaredFilters(listFiltersOf(call.input), spec.filters as FilterControls),
    tabs: spec.tabs as ListTabs | undefined,
    query: (input) => api(ref, checkedInput(call, input)) as Promise<Page<RowOf<C>>>,
  };
}
