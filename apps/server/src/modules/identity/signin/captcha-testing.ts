// Test helpers for the picture code. The lock-out tests count wrong passwords beyond the picture code's
// threshold, so they switch it off the way an operator would (common.captchaAfterFailures = 0); the SMS code
// tests answer it by reading the picture as a bot would (captcha-decoder.ts): its answer is kept only hashed.
import { getCaptcha, updateParam } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { call, dataOf, loginAs } from '../../../testing/call';
import { decodeCaptcha } from './captcha-decoder';

export async function switchCaptchaOff(app: FastifyInstance): Promise<void> {
  const operator = await loginAs(app, 'operator01');
  dataOf(
    await call(app, updateParam, { key: 'common.captchaAfterFailures', value: '0' } as never, {
      token: operator,
    }),
  );
}

/** A fresh picture code (umc_getCaptcha) and its right answer, read from its picture. */
export async function solvedCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; captchaCode: string }> {
  const { captchaId, image } = dataOf(await call(app, getCaptcha, {}));
  return { captchaId, captchaCode: decodeCaptcha(image) };
}
