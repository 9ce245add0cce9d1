import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction, CallDef } from '@procuremart/contract';

/**
 * What is running now, for the operation log: a call (whose own `audit`, written by bindCall, may already
 * describe its steps) or a job or import (which has no call to write a row for it). The step engine reads it
 * so that a step leaves exactly one operation-log row.
 */
export interface OperationContext {
  /** The action the step's operation-log rows are recorded under. */
  action: string;
  /**
   * Steps add no operation-log row of their own: the operation's own row describes them (a call's `audit`,
   * written by bindCall; a gateway notification's row), or it is no one's operation (the demo seed).
   */
  stepsLogged: boolean;
}

const current = new AsyncLocalStorage<OperationContext>();

export const currentOperation = (): OperationContext | undefined => current.getStore();

/** Runs a call's handler (bindCall) as the current operation. */
export function runAsCall<T>(call: CallDef, work: () => Promise<T>): Promise<T> {
  const audited = call.audit !== undefined && call.audit.recordedBy !== 'handler';
  return current.run({ action: call.name, stepsLogged: !audited }, work);
}

/**
 * Runs a job, an import or a request outside the call registry as the current operation, its steps recorded
 * under `action`; `stepsLogged: false` where they are not (see OperationContext).
 */
export function runAsOperation<T>(
  action: AuditAction | string,
  work: () => Promise<T>,
  options: { stepsLogged?: boolean } = {},
): Promise<T> {
  const name = typeof action === 'string' ? action : action.action;
  return current.run({ action: name, stepsLogged: options.stepsLogged !== false }, work);
}
