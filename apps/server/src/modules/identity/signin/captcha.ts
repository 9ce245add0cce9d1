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

/**
 * Uses up a picture code (right or wrong, it is shown once): 'passed', 'wrong', or 'expired' (unknown, used
 * or past its two minutes).
 */
export async function spendCaptcha(
  db: Db | Tx,
  captchaId: string,
  answer: string,
  now: Date,
): Promise<'passed' | 'wrong' | 'expired'> {
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
  if (row === undefined) return 'expired';
  return row.answerHash === answerHash(captchaId, answer) ? 'passed' : 'wrong';
}

/** How many failed sign-ins of one username make the next one ask for the picture code (a parameter). */
export const captchaThreshold = (db: Db): Promise<number> => readParam(db, 'common.captchaAfterFailures');

type CaptchaKey = 'accounts.captchaRequired' | 'accounts.captchaWrong' | 'accounts.captchaExpired';
const captchaError = (key: CaptchaKey) =>
  new BusinessError(ErrorCode.business, key, {}, 'captchaCode', { captchaRequired: 1 });

export interface CaptchaAnswer {
  captchaId?: string;
  captchaCode?: string;
}

/**
 * Refuses unless the answer carries a right, unused picture code, which it uses up. Run it on `db`, outside
 * the transaction of what it guards: a wrong answer must stay used when the refusal rolls that back.
 */
export async function requirePictureCode(db: Db, answer: CaptchaAnswer, now: Date): Promise<void> {
  if (!answer.captchaId || !answer.captchaCode) throw captchaError('accounts.captchaRequired');
  const verdict = await spendCaptcha(db, answer.captchaId, answer.captchaCode, now);
  if (verdict === 'wrong') throw captchaError('accounts.captchaWrong');
  if (verdict === 'expired') throw captchaError('accounts.captchaExpired');
}

/**
 * A password sign-in of a username with `threshold` or more failures in the lock-out window must carry a right
 * picture code; a missing or wrong one is refused before the password is looked at (and counts no failure).
 */
export async function requireCaptcha(
  db: Db,
  lockoutKey: string,
  answer: CaptchaAnswer,
  threshold: number,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ failCount: loginAttempts.failCount, windowStart: loginAttempts.windowStart })
    .from(loginAttempts)
    .where(eq(loginAttempts.username, lockoutKey));
  const failures = row && row.windowStart.getTime() >= now.getTime() - FAILURE_WINDOW_MS ? row.failCount : 0;
  if (threshold === 0 || failures < threshold) return;
  await requirePictureCode(db, answer, now);
}
