import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { forgetCachedSession } from '../../../platform/actor-cache';
import { now } from '../../../platform/clock';
import { sessions } from '../tables';

/** Ends a user's live sessions (all, or all but `keep`): their next request answers AE401. */
export async function endSessionsOf(tx: Tx, userId: number, keep?: string): Promise<void> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.tokenHash, keep),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  for (const session of ended) forgetCachedSession(session.tokenHash);
}
