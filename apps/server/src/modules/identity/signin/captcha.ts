import { createHash } from 'node:crypto';
import { ErrorCode } from '@procuremart/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { readParam } from '../../config';
import { FAILURE_WINDOW_MS } from '../lockout';
import { loginAttempts } from '../tables';
import { captchaSvg, newCaptchaAnswer } from './captcha-image';
import { newSecret } from './codes';
import { captchaChallenges } from './tables';

export const CAPTCHA_TTL_MS = 2 * 60_000;

const answerHash = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

/** A new picture verification code: only its answer's hash is kept. */
export async function createCaptcha(tx: Tx, now: Date) {
  const captchaId = newSecret();
  const answer = newCaptchaAnswer();
  await tx.insert(captchaChallenges).values({
    id: captchaId,
    answerHash: answerHash(captchaId, answer),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  // Pictures expired a while ago are of no further use.
  await tx
    .delete(captchaChallenges)
    .where(lt(captchaChallenges.expiresAt, new Date(now.getTime() - CAPTCHA_TTL_MS)));
  return { captchaId, image: captchaSvg(answer), expiresInSeconds: CAPTCHA_TTL_MS / 1000 };
}

/** Uses up a picture code (right or wrong, it is shown once) and tells whether the answer was right. */
export async function passCaptcha(
  db: Db | Tx,
  captchaId: string,
  answer: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaChallenges.id, captchaId),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning({ answerHash: captchaChallenges.answerHash });
  return row !== undefined && row.answerHash === answerHash(captchaId, answer);
}

/** How many failed sign-ins of one username make the next one ask for the picture code (a parameter). */
export const captchaThreshold = (db: Db): Promise<number> => readParam(db, 'common.captchaAfterFailures');

const captchaError = (key: 'accounts.captchaRequired' | 'accounts.captchaWrong') =>
  new BusinessError(ErrorCode.business, key, {}, 'captchaCode', { captchaRequired: 1 });

/**
 * A password sign-in of a username with `threshold` or more failures in the lock-out window must carry a right
 * picture code; a missing or wrong one is refused before the password is looked at (and counts no failure).
 */
export async function requireCaptcha(
  db: Db,
  lockoutKey: string,
  answer: { captchaId?: string; captchaCode?: string },
  threshold: number,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ failCount: loginAttempts.failCount, windowStart: loginAttempts.windowStart })
    .from(loginAttempts)
    .where(eq(loginAttempts.username, lockoutKey));
  const failures = row && row.windowStart.getTime() >= now.getTime() - FAILURE_WINDOW_MS ? row.failCount : 0;
  if (threshold === 0 || failures < threshold) return;
  if (!answer.captchaId || !answer.captchaCode) throw captchaError('accounts.captchaRequired');
  if (!(await passCaptcha(db, answer.captchaId, answer.captchaCode, now)))
    throw captchaError('accounts.captchaWrong');
}
