import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { forgetCachedSession } from '../../../platform/actor-cache';
import { sessions } from '../tables';

/**
 * Ends a user's live sessions: all of them, all but `keep`, or only the ones named; answers how many ended.
 * Other processes see it within the actor cache's few seconds.
 */
export async function endUserSessions(
  tx: Tx,
  userId: number,
  at: Date,
  options: { keep?: string; only?: readonly string[] } = {},
): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.keep ? ne(sessions.tokenHash, options.keep) : undefined,
        options.only ? inArray(sessions.tokenHash, [...options.only]) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  for (const row of ended) forgetCachedSession(row.tokenHash);
  return ended.length;
}
