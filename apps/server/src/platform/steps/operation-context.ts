import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction, CallDef } from '@procuremart/contract';

/**
 * What is running now, for the operation log: a call (whose own `audit`, written by bindCall, may already
 * describe its steps) or a job or import (which has no call to write a row for it). The step engine reads it
 * so that a step leaves exactly one operation-log row.
 */
export interface OperationContext {
  /**
   * The labelled action the step's operation-log rows are recorded under (a job's or an import's audit
   * action, a call that writes its own audit rows); none: each step's own machine action.
   */
  action?: string;
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
  // A call without an audit has no label in the log: its steps read as the machine's own actions.
  const action = call.audit ? call.name : undefined;
  return current.run({ action, stepsLogged: !audited }, work);
}

/**
 * Runs a job, an import or a request outside the call registry as the current operation, its steps recorded
 * under its declared (labelled) audit `action`, or each under its machine's own action when it declares
 * none; `stepsLogged: false` where they are not recorded (see OperationContext).
 */
export function runAsOperation<T>(
  action: AuditAction | undefined,
  work: () => Promise<T>,
  options: { stepsLogged?: boolean } = {},
): Promise<T> {
  return current.run({ action: action?.action, stepsLogged: options.stepsLogged !== false }, work);
}
