import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../actor';
import { parseId } from '../ids';
import type { MachineBinding } from './machine-binding';
import { statusHistoryOf } from './status-history';
import { takeSteps } from './take-steps';

/** A call's input that names one record by `K` (its id as text). */
type Naming<K extends string> = Readonly<Record<K, string>>;

/**
 * The handler of a call that takes one step on one record, `bindCall(app, changeBrandStatus,
 * stepOnRecord(brandSteps, 'brandId', loadBrand))`: its input names the record (`idField`), the event and,
 * where the step takes one, the remark; takeSteps applies the binding (scope, guards, history, events) and the
 * call answers the record as `read` reads it after the step.
 */
export function stepOnRecord<
  S extends string | number,
  E extends string,
  T extends PgTable,
  F extends object,
  K extends string,
  R,
>(binding: MachineBinding<S, E, T, F>, idField: K, read: (tx: Tx, id: number, actor: Actor) => Promise<R>) {
  return async ({
    tx,
    actor,
    input,
  }: {
    tx: Tx;
    actor: Actor;
    input: Naming<K> & { event: E; remark?: string };
  }) => {
    const id = parseId(input[idField]);
    await takeSteps(tx, binding, { ids: [id], event: input.event, actor, remark: input.remark });
    return read(tx, id, actor);
  };
}

/**
 * The handler of a record's detail call, `bindCall(app, getBrand, recordWithHistory(brandSteps, 'brandId',
 * loadBrand))`: the record as `read` reads it (its scope: another owner's is not found) with its status
 * history, newest first, each step named by the binding's `historyNames`.
 */
export function recordWithHistory<K extends string, R extends object>(
  binding: MachineBinding,
  idField: K,
  read: (db: Db, id: number, actor: Actor) => Promise<R>,
) {
  const { machine, historyNames: names } = binding;
  if (!names) throw new Error(`machine ${machine.name}: its binding names no historyNames for its history`);
  return async ({ db, actor, input }: { db: Db; actor: Actor; input: Naming<K> }) => {
    const id = parseId(input[idField]);
    const record = await read(db, id, actor);
    return { ...record, history: await statusHistoryOf(db, machine, id, names) };
  };
}
