import { findTransition } from '@procuremart/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { StepTaker } from '../actor';
import { keyOf, type MachineBinding } from './machine-binding';
import { refusalOf } from './take-steps';

/**
 * The events `taker` may take on a row now, over facts the caller has: the machine's transitions from the row's
 * status that the taker's kind and permissions allow and whose guards pass, the same rules takeSteps refuses
 * with, so the web never restates a status rule.
 */
export function eventsAllowed<E extends string, T extends PgTable, F extends object>(
  binding: MachineBinding<any, E, T, F>,
  row: T['$inferSelect'],
  taker: StepTaker,
  facts: F,
): E[] {
  const from = (row as Record<string, unknown>)[keyOf(binding.table, binding.status)] as string | number;
  const events = [...new Set(binding.machine.transitions.map((t) => t.event))];
  return events.filter((event) => {
    const t = findTransition(binding.machine, from, event);
    return t !== undefined && refusalOf(binding, t, { ...facts, row, taker }) === null;
  });
}

/** eventsAllowed with the facts the binding loads, unless the caller passes them. */
export async function allowedEvents<E extends string, T extends PgTable, F extends object>(
  db: Db | Tx,
  binding: MachineBinding<any, E, T, F>,
  row: T['$inferSelect'],
  taker: StepTaker,
  facts?: F,
): Promise<E[]> {
  // A binding loads its facts in a step's transaction; a read loads them the same way.
  const loaded = facts ?? (await binding.facts?.(db as Tx, row, taker)) ?? ({} as F);
  return eventsAllowed(binding, row, taker, loaded);
}
