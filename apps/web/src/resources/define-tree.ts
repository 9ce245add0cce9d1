import { type CallDef, type CallInput, type CallOutput, type Machine, refOf } from '@procuremart/contract';
import { api } from '../api/client';
import type { ColumnDescriptor, Row } from './types';

export interface TreeDescriptor<N extends Row, D = unknown> {
  /** i18n key of the card title. */
  titleKey: string;
  rowKey: keyof N & string;
  /** The field naming a row's parent (null or unknown: a top row). */
  parentKey: keyof N & string;
  /** The domain's query key of the whole tree; row actions refresh it. */
  queryKey: readonly unknown[];
  load: () => Promise<D>;
  rowsOf: (data: D) => readonly N[];
  columns: ColumnDescriptor<N>[];
  /** Sibling order; the call's order when not given. */
  order?: (a: N, b: N) => number;
  /** A search box above the tree: rows whose fields contain the text, with their branches opened. */
  search?: { fields: (keyof N & string)[]; placeholderKey: string };
  /** Rows' state machine: actions bound to an event show only where it allows them. */
  machine?: Machine;
  statusOf?: (row: N) => string | number;
  /** i18n keys of the empty tree's hint and of "nothing matches the search". */
  emptyHintKey: string;
  noMatchKey?: string;
  /** i18n key of the error state's title, when the domain names what failed to load. */
  loadFailedKey?: string;
  /** The width of the actions column. */
  actionsWidth?: number;
  /**
   * Siblings may be put in another order (dragged in the reorder view, or moved up and down by a row
   * action): `save` sends one parent's children, every one of them, in the new order. Rows keep their parent.
   */
  reorder?: TreeReorder<N>;
}

export interface TreeReorder<N extends Row> {
  save: (parentId: string | null, siblings: N[]) => Promise<unknown>;
  /** The field the reorder view names each row by. */
  labelField: keyof N & string;
}

/** The rows of a tree call's answer. */
type TreeRows<C extends CallDef> = (data: CallOutput<C>) => readonly Row[];

export type TreeSpec<C extends CallDef, N extends Row, R extends CallDef = CallDef> = Omit<
  TreeDescriptor<N, CallOutput<C>>,
  'load' | 'rowsOf' | 'reorder'
> & {
  /** The flat rows (parents first or not) of the call's answer. */
  rows: (data: CallOutput<C>) => readonly N[];
  /** The call's input, when it takes any. */
  input?: CallInput<C>;
  /** The call that puts one parent's children in order, its input from them, and the field naming a row. */
  reorder?: {
    call: R;
    input: (parentId: string | null, siblings: N[]) => CallInput<R>;
    labelField: keyof N & string;
  };
};

/**
 * A tree page descriptor from the call that loads the whole tree: row type, key and parent fields and
 * columns are checked against its answer.
 */
export function defineTree<C extends CallDef, N extends Row, R extends CallDef = CallDef>(
  call: C,
  spec: TreeSpec<C, N, R> & { rows: TreeRows<C> },
): TreeDescriptor<N, CallOutput<C>> {
  const ref = refOf(call);
  const { rows, input, reorder, ...rest } = spec;
  return {
    ...rest,
    load: () => api(ref, (input ?? {}) as CallInput<C>),
    rowsOf: rows,
    reorder: reorder && {
      save: (parentId, siblings) => api(refOf(reorder.call), reorder.input(parentId, siblings)),
      labelField: reorder.labelField,
    },
  };
}
