// Sliding-window request limits for the calls that declare `rateLimited` (anonymous calls that write or probe
// accounts or the catalogue: login, registration, checkUserExist, the visitor's quick-order check): per call
// and client address, and per call and username when the input carries one. Each bucket counts hits per
// fixed window in a row upserted atomically, so every server process shares them; a request is weighed
// against the current window's hits plus the previous window's, scaled by how much of that window still
// lies within the last `windowMs` (the sliding-window counter). So no burst around a window boundary
// passes twice the limit, as fixed windows let it. Refused requests are not counted; old windows are
// deleted lazily.
import { type CallDef, ErrorCode, normalizeUsername } from '@procuremart/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { RateLimits } from '../config';
import type { Db } from '../db/client';
import { BusinessError } from './errors';
import { rateLimitCounters } from './request-guards/tables';

/** Over a limit: HTTP 429 with Retry-After. */
export class TooManyRequestsError extends BusinessError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.tooManyRequests, 'error.tooManyRequests', { seconds: retryAfterSeconds });
    this.name = 'TooManyRequestsError';
  }
}

/** The call's own declaration decides (defineCall insists on it for every public write). */
export const isRateLimited = (call: CallDef): boolean => call.rateLimited === true;

const CLEAN_EVERY = 100;
let hitsSinceCleanup = 0;

async function countHit(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row.hits;
}

async function uncountHit(db: Db, bucket: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.windowStart, windowStart)));
}

async function previousHits(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.hits ?? 0;
}

/**
 * The sliding-window estimate of hits within the last window: all of the current window's and the share
 * of the previous window's that `elapsed` (ms into the current window) has not yet slid past.
 */
export const slidingHits = (previous: number, current: number, elapsed: number, windowMs: number): number =>
  (previous * (windowMs - elapsed)) / windowMs + current;

/**
 * Milliseconds until one more request fits: the previous window's share has to slide out, and when the
 * current window alone is over, the next window must begin and slide over it in turn.
 */
export function msUntilAllowed(
  previous: number,
  current: number,
  elapsed: number,
  windowMs: number,
  limit: number,
): number {
  // One more request fits when slidingHits(...) + 1 <= limit.
  const room = limit - 1 - current;
  if (room >= 0 && previous > 0) return Math.max(0, windowMs - elapsed - (room * windowMs) / previous);
  const nextWindowIn = windowMs - elapsed;
  return nextWindowIn + Math.max(0, windowMs - ((limit - 1) * windowMs) / Math.max(current, 1));
}

/** Counts this request; throws TooManyRequestsError (and counts nothing) when a bucket is over its limit. */
export async function enforceRateLimit(
  db: Db,
  limits: RateLimits,
  call: CallDef,
  input: unknown,
  ip: string | null,
  now: Date,
): Promise<void> {
  if (!isRateLimited(call)) return;
  const { windowMs } = limits;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const previousStart = new Date(windowStart.getTime() - windowMs);
  const elapsed = now.getTime() - windowStart.getTime();
  const buckets: [string, number][] = [[`${call.name}|ip|${(ip ?? '-').slice(0, 64)}`, limits.perAddress]];
  const username = (input as { username?: unknown } | null)?.username;
  if (typeof username === 'string' && username !== '') {
    buckets.push([
      `${call.name}|user|${normalizeUsername(username).toLowerCase().slice(0, 60)}`,
      limits.perUsername,
    ]);
  }
  let waitMs: number | null = null;
  for (const [bucket, limit] of buckets) {
    const current = await countHit(db, bucket, windowStart);
    const previous = await previousHits(db, bucket, previousStart);
    if (slidingHits(previous, current, elapsed, windowMs) > limit)
      waitMs = Math.max(waitMs ?? 0, msUntilAllowed(previous, current - 1, elapsed, windowMs, limit));
  }
  if (waitMs !== null) {
    for (const [bucket] of buckets) await uncountHit(db, bucket, windowStart);
  }
  hitsSinceCleanup += 1;
  if (hitsSinceCleanup >= CLEAN_EVERY) {
    hitsSinceCleanup = 0;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, previousStart));
  }
  if (waitMs !== null) throw new TooManyRequestsError(Math.max(1, Math.ceil(waitMs / 1000)));
}
