import type { Db, Tx } from '../db/client';
import type { Who } from './actor';
import { operationLogs } from './audit/tables';
import { auditTargetNames } from './audit-names';
import { now } from './clock';

export interface OperationEntry {
  /** The call name, e.g. 'ucc_createBrand'. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** The target's number or name; left out, the target type's namer gives it (platform/audit-names.ts). */
  targetName?: string | null;
  /** The coded outcome the call's audit declares, e.g. 'false' of an approval: rejected. */
  outcome?: string | null;
  result: 'success' | 'failure';
  detail?: string;
}

/** Leaves one operation-log row; call it inside the transaction of the write it describes. */
export async function recordOperation(tx: Tx | Db, who: Who, entry: OperationEntry): Promise<void> {
  const targetId = entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId);
  const targetName =
    entry.targetName !== undefined || targetId === null
      ? entry.targetName
      : (await auditTargetNames(tx, entry.targetType, [targetId])).get(targetId);
  await tx.insert(operationLogs).values({
    userId: who.userId,
    username: who.username?.slice(0, 50) ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId,
    targetName: targetName?.slice(0, 200) ?? null,
    outcome: entry.outcome ?? null,
    result: entry.result,
    detail: entry.detail ?? '',
    ip: who.ip,
    createdAt: now(),
  });
}
