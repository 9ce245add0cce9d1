// Test helpers for the picture code. The lock-out tests count wrong passwords beyond the picture code's
// threshold, so they switch it off the way an operator would (common.captchaAfterFailures = 0); the SMS code
// tests answer it: its answer is kept only hashed, so a test replaces the hash with one of a known answer.
import { getCaptcha, updateParam } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call, dataOf, loginAs } from '../../../testing/call';
import { answerHash } from './captcha';
import { captchaChallenges } from './tables';

export async function switchCaptchaOff(app: FastifyInstance): Promise<void> {
  const operator = await loginAs(app, 'operator01');
  dataOf(
    await call(app, updateParam, { key: 'common.captchaAfterFailures', value: '0' } as never, {
      token: operator,
    }),
  );
}

/** A fresh picture code (umc_getCaptcha) and its right answer. */
export async function solvedCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; captchaCode: string }> {
  const { captchaId } = dataOf(await call(app, getCaptcha, {}));
  const captchaCode = 'ABCD';
  await app.db
    .update(captchaChallenges)
    .set({ answerHash: answerHash(captchaId, captchaCode) })
    .where(eq(captchaChallenges.id, captchaId));
  return { captchaId, captchaCode };
}
