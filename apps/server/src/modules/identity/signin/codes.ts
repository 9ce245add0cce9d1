import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const MINUTE = 60_000;
/** An SMS code: 6 digits, valid 5 minutes, one per 60 s per number, burned by the fifth wrong try. */
export const CODE_TTL_MS = 5 * MINUTE;
export const RESEND_AFTER_MS = MINUTE;
export const MAX_CODE_TRIES = 5;
/** An e-mailed reset link: valid 30 minutes, single use. */
export const LINK_TTL_MS = 30 * MINUTE;

export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newSecret = (): string => randomBytes(32).toString('base64url');
export const newSalt = (): string => randomBytes(12).toString('base64url');

/** A code or token as stored: SHA-256 of the row's salt and the code, so the table never holds a code. */
export const hashCode = (salt: string, code: string): string =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function codeMatches(row: { salt: string; codeHash: string }, code: string): boolean {
  const given = Buffer.from(hashCode(row.salt, code), 'hex');
  const kept = Buffer.from(row.codeHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export type CodeState = 'valid' | 'expired' | 'used' | 'burned';

/** What a stored code is worth at `now`: used once, burned by wrong tries, or past its five minutes. */
export function codeState(
  row: { expiresAt: Date; usedAt: Date | null; tries: number },
  now: Date,
): CodeState {
  if (row.tries >= MAX_CODE_TRIES) return 'burned';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return 'valid';
}

/** Seconds until the next code may be sent to a number whose last code was sent at `lastSentAt`. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const left = lastSentAt.getTime() + RESEND_AFTER_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
