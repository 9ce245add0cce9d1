import type { CallAudit, CallDef } from '@procuremart/contract';
import type { Db, Tx } from '../db/client';
import type { Who } from './actor';
import { recordOperation } from './audit';
import { auditTargetNames } from './audit-names';
import type { BusinessError } from './errors';

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A field of the output, else of the input (a created record's id is in the output only). */
function fieldOf(sources: readonly unknown[], key: string | undefined): unknown {
  if (!key) return undefined;
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) continue;
    const value = (source as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/**
 * The target ids the row(s) are about: one per element when the field is a list, none when absent;
 * `items.skuId` reads that field of each element of the list `items` (each distinct id once).
 */
function targetIds(sources: readonly unknown[], audit: CallAudit): (string | null)[] {
  const [key, inner] = (audit.targetKey ?? '').split('.');
  const value = fieldOf(sources, key);
  if (Array.isArray(value)) {
    const ids = inner
      ? value.map((element) => (typeof element === 'object' && element ? element[inner] : undefined))
      : value;
    return [...new Set(ids.filter(isScalar).map(String))];
  }
  return [isScalar(value) ? String(value) : null];
}

const logsItself = (call: CallDef) => !call.audit || call.audit.recordedBy === 'handler';

/**
 * The operation-log rows of a call that declares `audit`: one per target, each with the target's number or
 * name as it is now, the call's coded outcome, and failure where that outcome says the operation failed.
 */
async function recordCall(
  db: Tx | Db,
  who: Who,
  call: CallDef,
  sources: readonly unknown[],
  refused: BusinessError | null,
): Promise<void> {
  const audit = call.audit;
  if (logsItself(call) || !audit) return;
  const ids =
    audit.targetKey === 'self'
      ? [who.userId === null ? null : String(who.userId)]
      : targetIds(sources, audit);
  const names = await auditTargetNames(
    db,
    audit.target.type,
    ids.filter((id): id is string => id !== null),
  );
  const coded = fieldOf(sources, audit.outcomeKey);
  const outcome = audit.outcomes && isScalar(coded) && String(coded) in audit.outcomes ? String(coded) : null;
  const failed = refused !== null || (outcome !== null && audit.outcomes?.[outcome]?.failure === true);
  const detail = refused ? refused.messageKey : fieldOf(sources, audit.detailKey);
  for (const targetId of ids) {
    await recordOperation(db, who, {
      action: call.name,
      targetType: audit.target.type,
      targetId,
      targetName: targetId === null ? null : (names.get(targetId) ?? null),
      outcome,
      result: failed ? 'failure' : 'success',
      detail: isScalar(detail) ? String(detail) : '',
    });
  }
}

/** The operation-log rows of a call that declares `audit`, written in the call's own transaction. */
export function recordCallSuccess(
  tx: Tx | Db,
  who: Who,
  call: CallDef,
  input: unknown,
  output: unknown,
): Promise<void> {
  return recordCall(tx, who, call, [output, input], null);
}

/**
 * A refused business rule leaves failure rows; they are written after the call's transaction rolled back,
 * in statements of their own, with the rule's message key as the detail.
 */
export function recordCallFailure(
  db: Db,
  who: Who,
  call: CallDef,
  input: unknown,
  error: BusinessError,
): Promise<void> {
  return recordCall(db, who, call, [input], error);
}
