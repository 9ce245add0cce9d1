import { availableEvents, type Machine, type UserKind } from '@procuremart/contract';
import type { BulkAction, Row, RowAction, StatusMap } from './types';

export interface ActionContext<R extends Row> {
  kind: UserKind | null;
  /** The user's menu and access codes: machine steps that need a permission show only to its holders. */
  permissions: readonly string[];
  machine?: Machine;
  statusOf?: (row: R) => string | number;
}

const defaultStatusOf = (row: Row): string | number => (row as { status?: string | number }).status ?? '';

/** The events the server lists on a row or record for this user (its `actions`), where it lists them. */
const serverActionsOf = (row: Row): readonly string[] | undefined => {
  const actions = (row as { actions?: unknown }).actions;
  return Array.isArray(actions) ? (actions as string[]) : undefined;
};

/**
 * Whether this user may take the action's event on the row (actions without one: yes): as the server lists
 * it where the row carries `actions` (computed with the machine's guards: the page restates no rule), else
 * as the machine's table allows it from the row's status for the user's kind and permissions.
 */
function eventAllowed<R extends Row>(
  action: { event?: string; machine?: Machine },
  row: R,
  { kind, permissions, machine, statusOf = defaultStatusOf }: ActionContext<R>,
): boolean {
  if (action.event === undefined) return true;
  const listed = serverActionsOf(row);
  if (listed) return listed.includes(action.event);
  const rowMachine = action.machine ?? machine;
  if (!rowMachine || !kind) return false;
  return availableEvents(rowMachine, statusOf(row), { kind, permissions }).includes(action.event);
}

/**
 * The actions a user sees on a row: those bound to a machine event only when the machine allows that
 * event from the row's status for the user's kind and permissions; all of them pass their own `visible` rule.
 */
export function visibleRowActions<R extends Row>(
  actions: readonly RowAction<R>[],
  row: R,
  context: ActionContext<R>,
): RowAction<R>[] {
  return actions.filter(
    (action) =>
      eventAllowed(action, row, context) && (action.visible ? action.visible(row, context.kind) : true),
  );
}

/** Bulk actions the user may ever take (the machine names the user's kind and permission for the event). */
export function offeredBulkActions<R extends Row>(
  actions: readonly BulkAction<R>[],
  { kind, permissions, machine }: ActionContext<R>,
): BulkAction<R>[] {
  return actions.filter((action) => {
    const m = action.machine ?? machine;
    if (action.event === undefined || !m) return true;
    return m.transitions.some(
      (t) =>
        t.event === action.event &&
        kind !== null &&
        (t.who.includes(kind) || t.who.includes('user')) &&
        (!t.permission || permissions.includes(t.permission)),
    );
  });
}

/**
 * Whether a row may be selected for the offered bulk actions: one of them allows its event on it (where the row
 * lists `actions`, as the server lists them: a review's pass and refuse only to the holder of its task). Select
 * all then picks only rows a bulk action can take, and a batch never carries a row its user may not decide.
 */
export function rowSelectable<R extends Row>(
  actions: readonly BulkAction<R>[],
  row: R,
  context: ActionContext<R>,
): boolean {
  return actions.some((action) => eventAllowed(action, row, context));
}

/** A bulk action is enabled when rows are selected and every one of them allows its event. */
export function bulkActionEnabled<R extends Row>(
  action: BulkAction<R>,
  rows: readonly R[],
  context: ActionContext<R>,
): boolean {
  return rows.length > 0 && rows.every((row) => eventAllowed(action, row, context));
}

/** A status map from a machine's state labels and a colour per state. */
export function statusMapOf(machine: Machine, colors: Record<string, string>): StatusMap {
  const map: StatusMap = {};
  for (const [state, labelKey] of Object.entries(machine.states as Record<string, string>)) {
    map[state] = { labelKey, color: colors[state] ?? 'default' };
  }
  return map;
}
