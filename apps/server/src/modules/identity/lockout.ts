import {
  ErrorCode,
  type LockedAccount,
  lockedAccountSchema,
  normalizeUsername,
  type Page,
  queryLockedAccounts,
} from '@procuremart/contract';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ParsedInput } from '../../platform/bind-call';
import { BusinessError } from '../../platform/errors';
import { filtersOf } from '../../platform/list-filters';
import { defineListQuery, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';
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

/** How long a claimed verification counts as in flight: far longer than a verification, short after a crash. */
export const IN_FLIGHT_MS = 30_000;

/**
 * A username's counters as they stand at `now`: a lock still running; otherwise a window older than 15
 * minutes or a lock that has run out starts over, and slots claimed more than IN_FLIGHT_MS ago are free.
 */
function slotsOf(row: typeof loginAttempts.$inferSelect, now: Date) {
  if (row.lockedUntil && row.lockedUntil > now)
    return {
      lockedUntil: row.lockedUntil,
      startsOver: false,
      failCount: row.failCount,
      inFlight: row.inFlight,
    };
  const startsOver =
    row.windowStart.getTime() < now.getTime() - FAILURE_WINDOW_MS || row.lockedUntil !== null;
  return {
    lockedUntil: null,
    startsOver,
    failCount: startsOver ? 0 : row.failCount,
    inFlight: row.inFlightUntil && row.inFlightUntil > now ? row.inFlight : 0,
  };
}

export type LoginClaim =
  /** A verification slot is held: verify the password, then `settleFailure` or `settleSuccess`. */
  | { kind: 'claimed' }
  /** The username is locked: refuse without verifying. */
  | { kind: 'locked'; lockedUntil: Date }
  /** As many verifications are in flight as failures are left: none may start now (nothing is counted). */
  | { kind: 'busy' };

/**
 * Claims a password verification for a username BEFORE it is made, with the row locked, so that
 * concurrent attempts from any server process never verify more passwords than failures are left
 * (MAX_FAILURES per window): failures and attempts in flight together stay within it. Only wrong
 * passwords count towards the lock-out; an attempt that finds no slot free is `busy`, not a failure. A
 * window older than 15 minutes, or a lock that has run out, starts over; slots of a process killed
 * mid-verification free themselves IN_FLIGHT_MS after the last claim.
 */
export async function claimLoginAttempt(db: Db, key: string, now: Date): Promise<LoginClaim> {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginAttempts)
      .values({ username: key, failCount: 0, windowStart: now, lockedUntil: null })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.username, key)).for('update');
    const { lockedUntil, startsOver, failCount, inFlight } = slotsOf(row, now);
    if (lockedUntil) return { kind: 'locked', lockedUntil };
    const claimed = failCount + inFlight < MAX_FAILURES;
    await tx
      .update(loginAttempts)
      .set({
        failCount,
        windowStart: startsOver ? now : row.windowStart,
        lockedUntil: null,
        inFlight: claimed ? inFlight + 1 : inFlight,
        inFlightUntil: claimed ? new Date(now.getTime() + IN_FLIGHT_MS) : row.inFlightUntil,
      })
      .where(eq(loginAttempts.username, key));
    return claimed ? { kind: 'claimed' } : { kind: 'busy' };
  });
}

/** A plain read: whether a claim now would find a slot or a lock (anything but busy). */
export async function mayClaim(db: Db, key: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.username, key));
  if (!row) return true;
  const { lockedUntil, failCount, inFlight } = slotsOf(row, now);
  return lockedUntil !== null || failCount + inFlight < MAX_FAILURES;
}

/**
 * A claimed verification found a wrong password: one failure more, one attempt less in flight, and the
 * lock when this was the last failure allowed. Returns the lock end (null when not locked) and the
 * failures counted so far in the window.
 */
export async function settleFailure(
  tx: Tx,
  key: string,
  now: Date,
): Promise<{ lockedUntil: Date | null; failCount: number }> {
  const lockEnd = timestamp(new Date(now.getTime() + LOCK_MS));
  const [row] = await tx
    .insert(loginAttempts)
    .values({ username: key, failCount: 1, windowStart: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.username,
      set: {
        failCount: sql`${loginAttempts.failCount} + 1`,
        inFlight: sql`greatest(${loginAttempts.inFlight} - 1, 0)`,
        lockedUntil: sql`case when ${loginAttempts.lockedUntil} is null and ${loginAttempts.failCount} + 1 >= ${MAX_FAILURES}
          then ${lockEnd} else ${loginAttempts.lockedUntil} end`,
      },
    })
    .returning({ failCount: loginAttempts.failCount, lockedUntil: loginAttempts.lockedUntil });
  return {
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null,
    failCount: row.failCount,
  };
}

/** A claimed verification found the right password (or ended without one): the failures start over. */
export async function settleSuccess(tx: Tx | Db, key: string, failuresToo: boolean): Promise<void> {
  await tx
    .update(loginAttempts)
    .set({
      inFlight: sql`greatest(${loginAttempts.inFlight} - 1, 0)`,
      ...(failuresToo ? { failCount: 0 } : {}),
    })
    .where(eq(loginAttempts.username, key));
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

/** A username's lock: how many failures locked it, and until when. */
const lockedRow = rowReader(lockedAccountSchema, loginAttempts);

/** Usernames locked now, for operators; the lock ending soonest first unless sorted otherwise. */
export function listLockedAccounts(db: Db, query: LockedQuery, now: Date): Promise<Page<LockedAccount>> {
  const spec = defineListQuery<LockedQuery>()({
    rows: (db) => db.select(lockedRow.columns).from(loginAttempts).$dynamic(),
    count: (db) => db.select({ total: count() }).from(loginAttempts).$dynamic(),
    where: gt(loginAttempts.lockedUntil, now),
    filters: filtersOf(queryLockedAccounts, { username: loginAttempts.username }),
    sorts: { lockedUntil: loginAttempts.lockedUntil, username: loginAttempts.username },
    defaultOrder: [asc(loginAttempts.lockedUntil)],
    tieBreaker: loginAttempts.username,
    defaultTieBreak: 'ASC',
    map: lockedRow.toRow,
  });
  return runList(db, spec, query);
}
