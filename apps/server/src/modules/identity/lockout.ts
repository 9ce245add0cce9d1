import { ErrorCode } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { BusinessError } from '../../platform/errors';
import { loginAttempts } from './tables';

const MINUTE = 60_000;
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * MINUTE;
export const LOCK_MS = 15 * MINUTE;

export const accountLockedError = (lockedUntil: Date, now: Date) =>
  new BusinessError(ErrorCode.business, 'error.accountLocked', {
    minutes: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE)),
  });

/** The time a username stays locked until, or null when it may try to log in. */
export async function lockedUntil(db: Db | Tx, username: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.username, username));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one failed login in a single UPSERT, so that concurrent failures (from any server process)
 * all count. A window older than 15 minutes, or a lock that has run out, starts over at one.
 * Returns the lock end when this failure locked the username.
 */
export async function recordLoginFailure(tx: Tx, username: string, now: Date): Promise<Date | null> {
  const windowOpenedAfter = timestamp(new Date(now.getTime() - FAILURE_WINDOW_MS));
  const startsOver = sql`(${loginAttempts.windowStart} < ${windowOpenedAfter} or (${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${timestamp(now)}))`;
  const nextCount = sql`case when ${startsOver} then 1 else ${loginAttempts.failCount} + 1 end`;
  const lockEnd = new Date(now.getTime() + LOCK_MS);
  const [row] = await tx
    .insert(loginAttempts)
    .values({ username, failCount: 1, windowStart: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.username,
      set: {
        failCount: nextCount,
        windowStart: sql`case when ${startsOver} then ${timestamp(now)} else ${loginAttempts.windowStart} end`,
        lockedUntil: sql`case when ${nextCount} >= ${MAX_FAILURES} then ${timestamp(lockEnd)}
          when ${startsOver} then null else ${loginAttempts.lockedUntil} end`,
      },
    })
    .returning({ failCount: loginAttempts.failCount, lockedUntil: loginAttempts.lockedUntil });
  return row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

export async function clearLoginFailures(tx: Tx, username: string): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.username, username));
}
