import { availableEvents, type Machine, type UserKind } from '@procuremart/contract';
import type { Row, RowAction, StatusMap } from './types';

export interface ActionContext<R extends Row> {
  kind: UserKind | null;
  /** The user's menu and access codes: machine steps that need a permission show only to its holders. */
  permissions: readonly string[];
  machine?: Machine;
  statusOf?: (row: R) => string | number;
}

const defaultStatusOf = (row: Row): string | number => (row as { status?: string | number }).status ?? '';

/**
 * The actions a user sees on a row: those bound to a machine event only when the machine allows that
 * event from the row's status for the user's kind and permissions; all of them pass their own `visible` rule.
 */
export function visibleRowActions<R extends Row>(
  actions: readonly RowAction<R>[],
  row: R,
  { kind, permissions, machine, statusOf = defaultStatusOf }: ActionContext<R>,
): RowAction<R>[] {
  const allowed =
    machine && kind ? new Set<string>(availableEvents(machine, statusOf(row), { kind, permissions })) : null;
  return actions.filter((action) => {
    if (action.event !== undefined && !allowed?.has(action.event)) return false;
    return action.visible ? action.visible(row, kind) : true;
  });
}

/** A status map from a machine's state labels and a colour per state. */
export function statusMapOf(machine: Machine, colors: Record<string, string>): StatusMap {
  const map: StatusMap = {};
  for (const [state, labelKey] of Object.entries(machine.states as Record<string, string>)) {
    map[state] = { labelKey, color: colors[state] ?? 'default' };
  }
  return map;
}
