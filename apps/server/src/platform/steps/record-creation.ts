import type { Tx } from '../../db/client';
import type { StepTaker } from '../actor';
import { statusHistory } from '../audit/tables';

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
