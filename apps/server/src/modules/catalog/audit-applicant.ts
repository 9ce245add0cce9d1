import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { statusHistory } from '../../platform/audit/tables';
import { users } from '../identity/shared-tables';
import { suppliers } from './tables';

/**
 * Who submitted a record waiting for a catalogue audit without an approval (an older database's, or a fixture's),
 * so that its adopted approval has an applicant: the user of its last submitting step in the status history, else
 * its supplier's first account; null when it has neither (nobody to name, it is left as it is).
 */
export async function applicantOf(
  tx: Tx,
  record: { machine: string; targetId: number; events: readonly string[]; supplierId: number },
): Promise<number | null> {
  const [submitted] = await (record.events.length === 0
    ? []
    : tx
        .select({ userId: statusHistory.userId })
        .from(statusHistory)
        .where(
          and(
            eq(statusHistory.machine, record.machine),
            eq(statusHistory.targetId, record.targetId),
            inArray(statusHistory.event, [...record.events]),
            isNotNull(statusHistory.userId),
          ),
        )
        .orderBy(desc(statusHistory.id))
        .limit(1));
  if (submitted?.userId) return submitted.userId;
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(suppliers, eq(suppliers.orgId, users.orgId))
    .where(eq(suppliers.id, record.supplierId))
    .orderBy(asc(users.id))
    .limit(1);
  return account?.id ?? null;
}

/** The approvals' number column holds 60 characters: a longer name is cut with an ellipsis. */
export const subjectNoOf = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
