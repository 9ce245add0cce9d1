// Fixed-window request counters for anonymous calls that write or probe accounts (login, registration,
// checkUserExist): per call and client address, and per call and username. The counters are rows upserted
// atomically, so every server process shares them; old windows are deleted lazily.
import { type CallDef, checkUserExist, ErrorCode, normalizeUsername } from '@procuremart/contract';
import { lt, sql } from 'drizzle-orm';
import type { RateLimits } from '../config';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../modules/identity/tables';
import { BusinessError } from './errors';

/** Over a limit: HTTP 429 with Retry-After. */
export class TooManyRequestsError extends BusinessError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.tooManyRequests, 'error.tooManyRequests', { seconds: retryAfterSeconds });
    this.name = 'TooManyRequestsError';
  }
}

/** Anonymous calls that write (login, registration) and the username probe. */
export const isRateLimited = (call: CallDef): boolean =>
  call.audience.includes('public') && (call.writes === true || call.name === checkUserExist.name);

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

/** Counts this request; throws TooManyRequestsError when one of its counters is over its limit. */
export async function enforceRateLimit(
  db: Db,
  limits: RateLimits,
  call: CallDef,
  input: unknown,
  ip: string | null,
  now: Date,
): Promise<void> {
  if (!isRateLimited(call)) return;
  const windowStart = new Date(Math.floor(now.getTime() / limits.windowMs) * limits.windowMs);
  const buckets: [string, number][] = [[`${call.name}|ip|${(ip ?? '-').slice(0, 64)}`, limits.perAddress]];
  const username = (input as { username?: unknown } | null)?.username;
  if (typeof username === 'string' && username !== '') {
    buckets.push([
      `${call.name}|user|${normalizeUsername(username).toLowerCase().slice(0, 60)}`,
      limits.perUsername,
    ]);
  }
  let over = false;
  for (const [bucket, limit] of buckets) {
    if ((await countHit(db, bucket, windowStart)) > limit) over = true;
  }
  hitsSinceCleanup += 1;
  if (hitsSinceCleanup >= CLEAN_EVERY) {
    hitsSinceCleanup = 0;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, windowStart));
  }
  if (over) {
    const waitMs = windowStart.getTime() + limits.windowMs - now.getTime();
    throw new TooManyRequestsError(Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
