import type { CallDef } from '@procuremart/contract';
import type { Db, Tx } from '../db/client';
import type { Who } from './actor';
import { recordOperation } from './audit';
import type { BusinessError } from './errors';

const fieldOf = (value: unknown, key: string | undefined): string | number | null => {
  if (!key || typeof value !== 'object' || value === null) return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' || typeof field === 'number' ? field : null;
};

const logsItself = (call: CallDef) => !call.audit || call.audit.recordedBy === 'handler';

/** The operation-log row of a call that declares `audit`, written in the call's own transaction. */
export async function recordCallSuccess(
  tx: Tx | Db,
  who: Who,
  call: CallDef,
  input: unknown,
  output: unknown,
): Promise<void> {
  if (logsItself(call) || !call.audit) return;
  const { audit } = call;
  await recordOperation(tx, who, {
    action: call.name,
    targetType: audit.target.type,
    targetId: fieldOf(output, audit.targetKey) ?? fieldOf(input, audit.targetKey),
    result: 'success',
    detail: String(fieldOf(input, audit.detailKey) ?? ''),
  });
}

/**
 * A refused business rule leaves a failure row; it is written after the call's transaction rolled back,
 * in a statement of its own, with the rule's message key as the detail.
 */
export async function recordCallFailure(
  db: Db,
  who: Who,
  call: CallDef,
  input: unknown,
  error: BusinessError,
): Promise<void> {
  if (logsItself(call) || !call.audit) return;
  await recordOperation(db, who, {
    action: call.name,
    targetType: call.audit.target.type,
    targetId: fieldOf(input, call.audit.targetKey),
    result: 'failure',
    detail: error.messageKey,
  });
}
