import type { StatusHistory } from '@procuremart/contract';
import { brandMachine } from '@procuremart/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { statusHistory } from '../../../platform/audit/tables';
import { isoText } from '../../../platform/ids';
import { users } from '../../identity/shared-tables';

/** Status changes of a brand, newest first. */
export async function loadBrandHistory(db: Db | Tx, brandId: number): Promise<StatusHistory[]> {
  const rows = await db
    .select({ history: statusHistory, username: users.username })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.userId))
    .where(and(eq(statusHistory.machine, brandMachine.name), eq(statusHistory.targetId, brandId)))
    .orderBy(desc(statusHistory.createdAt), desc(statusHistory.id));
  return rows.map(({ history, username }) => ({
    fromStatus: history.fromStatus,
    toStatus: history.toStatus,
    event: history.event,
    username,
    remark: history.remark,
    createdAt: isoText(history.createdAt),
  }));
}
