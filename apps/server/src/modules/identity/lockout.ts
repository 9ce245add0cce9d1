import {
  ErrorCode,
  type LockedAccount,
  normalizeUsername,
  type Page,
  type queryLockedAccounts,
} from '@procuremart/contract';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ParsedInput } from '../../platform/bind-call';
import { BusinessError } from '../../platform/errors';
import { isoText } from '../../platform/ids';
import { contains, defineListQuery, runList } from '../../platform/lists';
import { loginAttempts } from './tables';

const MINUTE = 60_000;
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * MINUTE;
export const LOCK_MS = 15 * MINUTE;

export const accountLockedError = (lockedUntil: Date, now: Date) =>
  new BusinessError(ErrorCode.business, 'error.accountLocked', {
    minutes: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE)),
  });

/** The lock-out key of a username: NFKC, lower case, so that look-alike spellings share one counter. */
export const lockoutKey = (username: string): string =>
  normalizeUsername(username).toLowerCase().slice(0, 50);

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface LoginAttempt {
  /** This attempt's number within the window; attempts past MAX_FAILURES are refused unverified. */
  attempt: number;
  /** Set when the username is locked: the attempt must be refused without verifying the password. */
  lockedUntil: Date | null;
}

/**
 * Counts one login attempt BEFORE its password is verified, in a single UPSERT (its own statement, so its
 * own transaction): concurrent attempts from any server process each get a distinct number, and at most
 * MAX_FAILURES passwords are verified per username and window. A window older than 15 minutes, or a lock
 * that has run out, starts over at one. An attempt past MAX_FAILURES locks the username.
 */
export async function claimLoginAttempt(db: Db | Tx, key: string, now: Date): Promise<LoginAttempt> {
  const windowOpenedAfter = timestamp(new Date(now.getTime() - FAILURE_WINDOW_MS));
  const startsOver = sql`(${loginAttempts.windowStart} < ${windowOpenedAfter} or (${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${timestamp(now)}))`;
  const lockEnd = timestamp(new Date(now.getTime() + LOCK_MS));
  const [row] = await db
    .insert(loginAttempts)
    .values({ username: key, failCount: 1, windowStart: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.username,
      set: {
        failCount: sql`case when ${startsOver} then 1 else ${loginAttempts.failCount} + 1 end`,
        windowStart: sql`case when ${startsOver} then ${timestamp(now)} else ${loginAttempts.windowStart} end`,
        lockedUntil: sql`case when ${startsOver} then null
          when ${loginAttempts.lockedUntil} is null and ${loginAttempts.failCount} + 1 > ${MAX_FAILURES} then ${lockEnd}
          else ${loginAttempts.lockedUntil} end`,
      },
    })
    .returning({ failCount: loginAttempts.failCount, lockedUntil: loginAttempts.lockedUntil });
  return {
    attempt: row.failCount,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null,
  };
}

/** The last allowed attempt failed: lock the username now. Returns the lock end. */
export async function lockUsername(tx: Tx, key: string, now: Date): Promise<Date> {
  const lockEnd = new Date(now.getTime() + LOCK_MS);
  const [row] = await tx
    .update(loginAttempts)
    .set({ lockedUntil: sql`coalesce(${loginAttempts.lockedUntil}, ${timestamp(lockEnd)})` })
    .where(eq(loginAttempts.username, key))
    .returning({ lockedUntil: loginAttempts.lockedUntil });
  return row?.lockedUntil ?? lockEnd;
}

export async function clearLoginFailures(tx: Tx | Db, key: string): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.username, key));
}

/** Lifts a lock (operator): true when the username was locked. */
export async function unlockUsername(tx: Tx, key: string, now: Date): Promise<boolean> {
  const removed = await tx
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, key), gt(loginAttempts.lockedUntil, now)))
    .returning({ username: loginAttempts.username });
  return removed.length > 0;
}

type LockedQuery = ParsedInput<typeof queryLockedAccounts>;

/** Usernames locked now, for operators; the lock ending soonest first unless sorted otherwise. */
export function listLockedAccounts(db: Db, query: LockedQuery, now: Date): Promise<Page<LockedAccount>> {
  const spec = defineListQuery<LockedQuery>()({
    rows: (db) => db.select().from(loginAttempts).$dynamic(),
    count: (db) => db.select({ total: count() }).from(loginAttempts).$dynamic(),
    where: gt(loginAttempts.lockedUntil, now),
    filters: { username: contains(loginAttempts.username) },
    sorts: { lockedUntil: loginAttempts.lockedUntil, username: loginAttempts.username },
    defaultOrder: [asc(loginAttempts.lockedUntil)],
    tieBreaker: loginAttempts.username,
    defaultTieBreak: 'ASC',
    map: (row) => ({
      username: row.username,
      failCount: row.failCount,
      lockedUntil: isoText(row.lockedUntil as Date),
    }),
  });
  return runList(db, spec, query);
}
