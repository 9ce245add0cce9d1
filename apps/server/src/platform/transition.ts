import {
  brandMachine,
  ErrorCode,
  findTransition,
  type Machine,
  validateMachine,
} from '@procuremart/contract';
import { now } from '../config';
import type { Tx } from '../db/client';
import { statusHistory } from '../modules/audit/tables';
import type { Actor } from './actor';
import { BusinessError, forbiddenError, staleVersionError } from './errors';

/** Every machine the server drives; each is validated at start-up. */
export const machines: readonly Machine[] = [brandMachine];

export function validateMachines(list: readonly Machine[] = machines): void {
  for (const machine of list) validateMachine(machine);
}

export interface TransitionRequest<S extends string | number, E extends string> {
  targetId: number;
  /** The status the caller read. */
  from: S;
  event: E;
  actor: Actor;
  remark?: string;
  /** Writes the new status, only where the row still has `from`; returns how many rows it changed. */
  apply: (to: S) => Promise<number>;
}

/**
 * Takes one transition of a state machine inside `tx`: checks the table and who may take it, writes the
 * new status through `apply` and a status_history row. Returns the new status.
 */
export async function transition<S extends string | number, E extends string>(
  tx: Tx,
  machine: Machine<S, E>,
  request: TransitionRequest<S, E>,
): Promise<S> {
  const step = findTransition(machine, request.from, request.event);
  if (!step) throw new BusinessError(ErrorCode.business, 'error.transitionNotAllowed');
  if (!step.who.includes(request.actor.kind) && !step.who.includes('user')) throw forbiddenError();
  const changed = await request.apply(step.to);
  if (changed === 0) throw staleVersionError();
  await tx.insert(statusHistory).values({
    machine: machine.name,
    targetId: request.targetId,
    fromStatus: String(request.from),
    toStatus: String(step.to),
    event: request.event,
    userId: request.actor.userId,
    remark: request.remark ?? '',
    createdAt: now(),
  });
  return step.to;
}
