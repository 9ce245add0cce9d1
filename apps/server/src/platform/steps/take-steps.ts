import {
  type Emitted,
  ErrorCode,
  findTransition,
  mayTake,
  stepAction,
  type Transition,
} from '@procuremart/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { StepTaker, Who } from '../actor';
import { recordOperation } from '../audit';
import { statusHistory } from '../audit/tables';
import { now } from '../clock';
import { BusinessError, fieldError, forbiddenError, staleVersionError } from '../errors';
import { idText } from '../ids';
import { publish } from './domain-events';
import { keyOf, type MachineBinding, type Refusal, type Step } from './machine-binding';
import { currentOperation } from './operation-context';

export interface StepRequest<E extends string, T extends PgTable> {
  /** The records to step; each once, whatever order the client sent them in. */
  ids: readonly number[];
  event: E;
  actor: StepTaker;
  remark?: string;
  /** Narrows (or, for steps reached by another path, replaces) the binding's scope; from the session only. */
  scope?: SQL;
  /** Columns this step writes beside the binding's stamp (a reason, the time arrived …). */
  set?: Partial<T['$inferInsert']> | ((row: T['$inferSelect']) => Partial<T['$inferInsert']>);
}

/** A step taken: the row as it was locked, and the status it went from and to. */
export interface StepTaken<S, R> {
  row: R;
  from: S;
  to: S;
}

/** A batch's refusal names the record at fault in the envelope's data (`targetId`). */
export function atRow(error: BusinessError, id: number, batch: boolean): BusinessError {
  if (!batch) return error;
  const data = { ...error.data, targetId: idText(id) };
  return new BusinessError(error.code, error.messageKey, error.params, error.field, data);
}

const refusalError = (refusal: Refusal) =>
  typeof refusal === 'string'
    ? new BusinessError(ErrorCode.business, refusal)
    : new BusinessError(refusal.code, refusal.key);

/** Whether `taker` may take transition `t` on a row, by kind, permission and the transition's guard. */
export function refusalOf<R, F extends object>(
  binding: MachineBinding<any, any, any, F>,
  t: Transition<string | number, string>,
  facts: F & { row: R; taker: StepTaker },
): BusinessError | null {
  const { taker } = facts;
  const permissions = taker.kind === 'system' ? [] : taker.menuCodes;
  if (!mayTake(t, { kind: taker.kind, permissions })) return forbiddenError();
  if (!t.guard) return null;
  const guard = binding.guards?.[t.guard];
  if (!guard) throw new Error(`guard ${t.guard} of machine ${binding.machine.name} is not bound`);
  const refusal = guard(facts);
  return refusal === null ? null : refusalError(refusal);
}

/**
 * The statement that locks a step's rows: in the taker's scope, in id order, as every step locks them, so two
 * batches over the same rows wait for each other instead of deadlocking.
 */
export function lockStatement(
  tx: Tx,
  binding: MachineBinding,
  ids: readonly number[],
  request: Pick<StepRequest<string, PgTable>, 'actor' | 'scope'>,
) {
  const scope = request.scope ?? binding.scope?.(request.actor, tx);
  return tx
    .select()
    .from(binding.table)
    .where(and(inArray(binding.id, [...ids]), scope))
    .orderBy(asc(binding.id))
    .for('update');
}

const whoOf = (taker: StepTaker): Who =>
  taker.kind === 'system'
    ? { userId: null, username: taker.job, ip: null }
    : { userId: taker.userId, username: taker.username, ip: taker.ip };

/**
 * Takes one step of a machine on one record or a batch, all or nothing inside `tx`: locks the rows in id order
 * (in the taker's scope: another's or an unknown id is "not found"), checks each row's transition, who may
 * take it, its remark and its guards (the first row at fault refuses the whole request, named in a batch's
 * refusal), compare-and-sets status (and version) from what was locked, writes the status history, the
 * operation log where no audited call already records it, and publishes the step's domain events to their
 * subscribers in the same transaction.
 */
export async function takeSteps<
  S extends string | number,
  E extends string,
  T extends PgTable,
  F extends object,
>(
  tx: Tx,
  binding: MachineBinding<S, E, T, F>,
  request: StepRequest<E, T>,
): Promise<StepTaken<S, T['$inferSelect']>[]> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const batch = ids.length > 1;
  const idKey = keyOf(binding.table, binding.id);
  const statusKey = keyOf(binding.table, binding.status);
  const rows: Record<string, unknown>[] = await lockStatement(tx, binding as MachineBinding, ids, request);
  const missing = ids.find((id) => !rows.some((row) => row[idKey] === id));
  if (missing !== undefined) throw atRow(binding.notFound(), missing, batch);

  const { actor: taker, event } = request;
  const remark = request.remark?.trim() ?? '';
  const at = now();
  const steps: Step<S, E, T['$inferSelect']>[] = [];
  for (const row of rows) {
    const id = row[idKey] as number;
    const from = row[statusKey] as S;
    const t = findTransition(binding.machine, from, event);
    if (!t) {
      const moved = binding.moved?.(row as T['$inferSelect'], event);
      throw atRow(moved ?? new BusinessError(ErrorCode.conflict, 'error.transitionNotAllowed'), id, batch);
    }
    const permissions = taker.kind === 'system' ? [] : taker.menuCodes;
    if (!mayTake(t, { kind: taker.kind, permissions })) throw atRow(forbiddenError(), id, batch);
    if (t.remark === 'required' && remark === '')
      throw atRow(fieldError('validation.required', 'remark'), id, batch);
    if (t.guard) {
      const facts = ((await binding.facts?.(tx, row as T['$inferSelect'], taker)) ?? {}) as F;
      const refused = refusalOf(binding, t, { ...facts, row, taker });
      if (refused) throw atRow(refused, id, batch);
    }
    steps.push({ row: row as T['$inferSelect'], from, to: t.to, event, taker, remark, at });
  }

  for (const step of steps) await writeStep(tx, binding, step, request, { idKey });
  await recordSteps(tx, binding, steps, idKey);
  const emitted: Emitted[] = [];
  for (const step of steps) emitted.push(...((await binding.events?.(step, tx)) ?? []));
  await publish(tx, emitted);
  return steps.map(({ row, from, to }) => ({ row, from, to }));
}

async function writeStep<S extends string | number, E extends string, T extends PgTable>(
  tx: Tx,
  binding: MachineBinding<S, E, T>,
  step: Step<S, E, T['$inferSelect']>,
  request: StepRequest<E, T>,
  keys: { idKey: string },
): Promise<void> {
  const row = step.row as Record<string, unknown>;
  const id = row[keys.idKey] as number;
  const set = typeof request.set === 'function' ? request.set(step.row) : request.set;
  const values: Record<string, unknown> = { ...binding.stamp?.(step), ...set };
  values[keyOf(binding.table, binding.status)] = step.to;
  const conditions = [eq(binding.id, id), eq(binding.status, step.from)];
  if (binding.version) {
    const versionKey = keyOf(binding.table, binding.version);
    values[versionKey] = sql`${binding.version} + 1`;
    conditions.push(eq(binding.version, row[versionKey] as number));
  }
  const changed = await tx
    .update(binding.table)
    .set(values as never)
    .where(and(...conditions))
    .returning({ id: binding.id });
  if (changed.length === 0) throw atRow(staleVersionError(), id, request.ids.length > 1);
}

/** The history row of every step, and its operation-log row unless the call's own audit records it. */
async function recordSteps<S extends string | number, E extends string, T extends PgTable>(
  tx: Tx,
  binding: MachineBinding<S, E, T>,
  steps: Step<S, E, T['$inferSelect']>[],
  idKey: string,
): Promise<void> {
  const idOf = (step: Step<S, E, T['$inferSelect']>) =>
    (step.row as Record<string, unknown>)[idKey] as number;
  await tx.insert(statusHistory).values(
    steps.map((step) => ({
      machine: binding.machine.name,
      targetId: idOf(step),
      fromStatus: String(step.from),
      toStatus: String(step.to),
      event: step.event,
      userId: step.taker.kind === 'system' ? (step.taker.onBehalfOf ?? null) : step.taker.userId,
      remark: step.remark,
      createdAt: step.at,
    })),
  );
  const operation = currentOperation();
  if (operation && !operation.stepsLogged) return;
  for (const step of steps) {
    await recordOperation(tx, whoOf(step.taker), {
      // The operation's labelled action (a job's or an import's), else the step's own, which the machine's
      // audit labels (`<machine>.<event>`, see stepAuditLabels) whoever takes it.
      action: operation?.action ?? stepAction(binding.machine, step.event),
      targetType: binding.machine.audit.target.type,
      targetId: idOf(step),
      result: 'success',
      // The state reached, by its key (`status.<machine>.<state>`), which the machine's audit labels.
      detail: binding.machine.states[step.to],
    });
  }
}
