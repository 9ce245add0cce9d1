import {
  AUDIT_TABS,
  type AuditTab,
  type CallDef,
  type CallOutput,
  type Machine,
} from '@procuremart/contract';
import { defineList, type ListSpec, type RowOf } from './define-list';
import { machineActions, remarkOf } from './machine-actions';
import type { ActionInput, BulkAction, ListDescriptor, RowAction } from './types';

/** A review list call: it takes `tab` and answers how many rows each of the two tabs holds. */
type AuditCall = CallDef & { readonly __io?: { out: { tabCounts: Record<AuditTab, number> } } };

export interface AuditSpec<C extends AuditCall, E extends string, D extends object>
  extends Omit<ListSpec<C>, 'tabs' | 'machine'> {
  /** The reviewed record's machine: its pass and refuse steps, who may take them and from which status. */
  machine: Machine<string | number, E>;
  /** The machine's events that decide: pass, and refuse (which must require a reason). */
  decisions: { pass: E; refuse: E };
  /**
   * Decides one record or many (one call, all or nothing); the reason is '' where passing takes none. The rows'
   * type is what the steps read, so that a detail page of a wider record takes the same steps.
   */
  decide: (rows: D[], passed: boolean, reason: string) => unknown;
  /** Whether the page decides many rows at once (the call takes a batch); one by one otherwise. */
  batch?: boolean;
  /**
   * The decisions shown as dangerous, where that is not the refusal (agreeing to a buyer's cancellation
   * cancels the order); the refusal when not given.
   */
  danger?: E[];
  /** The tabs' labels where the domain words them otherwise (e.g. approval rather than review). */
  tabLabelKeys?: Record<AuditTab, string>;
  /** Further steps of the machine offered on the page (e.g. stop and start), with how they are taken. */
  more?: { events: E[]; danger?: E[]; run: (rows: D[], event: E, input: ActionInput) => unknown };
}

/** A review page's list and its steps, typed by what the steps read (`D`, the rows or less). */
export interface AuditDescriptor<R extends D, D extends object = R> {
  list: ListDescriptor<R>;
  rowActions: RowAction<D>[];
  bulkActions: BulkAction<D>[];
}

/**
 * A review page from its list call and machine: "awaiting review" and "reviewed" tabs with their counts,
 * pass and refuse on a row (refusing asks for the reason: the machine must require one) or on the selected
 * rows, each asked first; "view" opens the record's detail. Who sees a step follows the machine.
 */
export function defineAudit<C extends AuditCall, E extends string, D extends object = RowOf<C>>(
  call: C & (CallOutput<C> extends { tabCounts: Record<AuditTab, number> } ? unknown : never),
  // The steps read D of each row, so the call's rows must be D (or more).
  spec: AuditSpec<C, E, D> & (RowOf<C> extends D ? unknown : never),
): AuditDescriptor<RowOf<C> & D, D> {
  const { machine, decisions, decide, batch, danger, more, tabLabelKeys, ...listSpec } = spec;
  if (remarkOf(machine as Machine, decisions.refuse) !== 'required')
    throw new Error(`${machine.name}.${decisions.refuse}: refusing must require a reason`);
  // The call answers both tabs' counts (its type says so), so its `tab` filter takes these values.
  const tabs = {
    filter: 'tab',
    items: AUDIT_TABS.map((value) => ({
      value,
      labelKey: tabLabelKeys?.[value] ?? `resource.auditTab.${value}`,
    })),
  } as unknown as ListSpec<C>['tabs'];
  const list = defineList(call, { ...listSpec, machine: machine as Machine, tabs });
  const step = (rows: D[], event: E, input: ActionInput) =>
    event === decisions.pass || event === decisions.refuse
      ? decide(rows, event === decisions.pass, input.remark)
      : more?.run(rows, event, input);
  const actions = machineActions<D, E>(machine, {
    events: [decisions.pass, decisions.refuse, ...(more?.events ?? [])],
    danger: [...(danger ?? [decisions.refuse]), ...(more?.danger ?? [])],
    run: (row, event, input) => step([row], event, input),
    runMany: (rows, event, input) => step(rows, event, input),
  });
  return {
    list: list as unknown as ListDescriptor<RowOf<C> & D>,
    rowActions: actions.row,
    bulkActions: batch ? actions.bulk : [],
  };
}
