import { type Machine, machineEvents } from '@procuremart/contract';
import { addMachineTexts } from './machine-texts';
import type { ActionInput, BulkAction, Row, RowAction } from './types';

export interface MachineActionOptions<R extends Row, E extends string> {
  /** The events offered, in this order; all of the machine's by default. */
  events?: readonly E[];
  /** Events shown as dangerous (red, e.g. disable, reject). */
  danger?: readonly E[];
  /** Takes the step on one record, e.g. `api(changeBrandStatus, { brandId, event, remark })`. */
  run: (row: R, event: E, input: ActionInput) => unknown;
  /** Takes the step on many records; by default one `run` after another. */
  runMany?: (rows: R[], event: E, input: ActionInput) => unknown;
}

/** Whether a step takes a remark: required if any transition of the event requires one. */
export function remarkOf(machine: Machine, event: string): 'required' | 'optional' | undefined {
  const modes = machine.transitions.filter((t) => t.event === event).map((t) => t.remark);
  if (modes.includes('required')) return 'required';
  return modes.includes('optional') ? 'optional' : undefined;
}

/**
 * Row, bulk and detail actions from a machine's table: each event is labelled `<machine>.action.<event>`
 * (bulk: `<machine>.bulk.<event>`),
 * asks `<machine>.confirm.<event>` (hint `<machine>.confirm.<event>Hint`, shown where the domain gives one), takes
 * a remark where the transition does and reports `<machine>.success.<event>`. The four texts default to words
 * made from the machine's audit labels (machine-texts.ts); a domain's texts give them only where they differ.
 * Who sees which follows the machine (status, kind, permission) through visibleRowActions / bulkActionEnabled.
 */
export function machineActions<R extends Row, E extends string>(
  machine: Machine<string | number, E>,
  options: MachineActionOptions<R, E>,
): { row: RowAction<R>[]; bulk: BulkAction<R>[] } {
  addMachineTexts(machine as Machine);
  const events = options.events ?? machineEvents(machine);
  const base = (event: E) => ({
    key: event,
    event,
    machine: machine as Machine,
    labelKey: `${machine.name}.action.${event}`,
    danger: options.danger?.includes(event),
    confirm: {
      titleKey: `${machine.name}.confirm.${event}`,
      descriptionKey: `${machine.name}.confirm.${event}Hint`,
    },
    remark: remarkOf(machine as Machine, event),
    successKey: `${machine.name}.success.${event}`,
  });
  const runMany =
    options.runMany ??
    (async (rows: R[], event: E, input: ActionInput) => {
      for (const row of rows) await options.run(row, event, input);
    });
  return {
    row: events.map((event) => ({ ...base(event), run: (row, input) => options.run(row, event, input) })),
    bulk: events.map((event) => ({
      ...base(event),
      key: `bulk-${event}`,
      labelKey: `${machine.name}.bulk.${event}`,
      run: (rows, input) => runMany(rows, event, input),
    })),
  };
}
