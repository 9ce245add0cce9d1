import { ErrorCode, findTransition, type Machine, mayTake, validateMachine } from '@procuremart/contract';
import { now } from '../config';
import type { Tx } from '../db/client';
import type { StepTaker } from './actor';
import { statusHistory } from './audit/tables';
import { BusinessError, fieldError, forbiddenError, staleVersionError } from './errors';
import type { Guard, ServerModule } from './module';

const guards = new Map<string, Guard>();

/**
 * Start-up check of every module's machines: each machine is sound (see validateMachine) and every guard
 * a transition names is provided by some module. Registers the guards for transition().
 */
export function registerMachines(modules: readonly ServerModule[]): void {
  guards.clear();
  for (const module of modules) {
    for (const [name, guard] of Object.entries(module.guards ?? {})) {
      if (guards.has(name)) throw new Error(`guard ${name} is provided twice`);
      guards.set(name, guard);
    }
  }
  for (const machine of modules.flatMap((m) => m.machines ?? [])) {
    validateMachine(machine);
    for (const t of machine.transitions) {
      if (t.guard && !guards.has(t.guard)) {
        throw new Error(`machine ${machine.name}: ${t.from}:${t.event} names the missing guard ${t.guard}`);
      }
    }
  }
}

export interface TransitionRequest<S extends string | number, E extends string> {
  targetId: number;
  /** The status the caller read. */
  from: S;
  event: E;
  actor: StepTaker;
  remark?: string;
  /** Writes the new status, only where the row still has `from`; returns how many rows it changed. */
  apply: (to: S) => Promise<number>;
}

/**
 * Takes one transition of a state machine inside `tx`: checks the table, who may take it (kind and
 * permission), the remark it asks for and its named guard, writes the new status through `apply` and a
 * status_history row. Returns the new status.
 */
export async function transition<S extends string | number, E extends string>(
  tx: Tx,
  machine: Machine<S, E>,
  request: TransitionRequest<S, E>,
): Promise<S> {
  const step = findTransition(machine, request.from, request.event);
  // The record is no longer in a state that allows the step: someone took another one first (STATE_MOVED_CODES).
  if (!step) throw new BusinessError(ErrorCode.conflict, 'error.transitionNotAllowed');
  const { actor } = request;
  const permissions = actor.kind === 'system' ? [] : actor.menuCodes;
  if (!mayTake(step, { kind: actor.kind, permissions })) throw forbiddenError();
  const remark = request.remark?.trim() ?? '';
  if (step.remark === 'required' && remark === '') throw fieldError('validation.required', 'remark');
  if (step.guard) {
    const guard = guards.get(step.guard);
    if (!guard) throw new Error(`guard ${step.guard} is not registered`);
    await guard(tx, { targetId: request.targetId, actor });
  }
  const changed = await request.apply(step.to);
  if (changed === 0) throw staleVersionError();
  await tx.insert(statusHistory).values({
    machine: machine.name,
    targetId: request.targetId,
    fromStatus: String(request.from),
    toStatus: String(step.to),
    event: request.event,
    userId: actor.userId,
    remark,
    createdAt: now(),
  });
  return step.to;
}

/**
 * The first history row of a record a machine tracks: it came into being in `status` (from nothing), by
 * whom and when, e.g. an order placed ('create') or a brand authorisation applied for ('apply').
 */
export async function recordCreation(
  tx: Tx,
  machine: { name: string },
  record: {
    targetId: number;
    status: string | number;
    actor: StepTaker;
    at: Date;
    event?: string;
    remark?: string;
  },
): Promise<void> {
  await tx.insert(statusHistory).values({
    machine: machine.name,
    targetId: record.targetId,
    fromStatus: '',
    toStatus: String(record.status),
    event: record.event ?? 'create',
    userId: record.actor.userId,
    remark: record.remark ?? '',
    createdAt: record.at,
  });
}
