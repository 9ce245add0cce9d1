// Test helper: the lock-out tests count wrong passwords beyond the picture code's threshold, so they switch the
// picture code off the way an operator would (common.captchaAfterFailures = 0).
import { updateParam } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { call, dataOf, loginAs } from '../../../testing/call';

export async function switchCaptchaOff(app: FastifyInstance): Promise<void> {
  const operator = await loginAs(app, 'operator01');
  dataOf(
    await call(app, updateParam, { key: 'common.captchaAfterFailures', value: '0' } as never, {
      token: operator,
    }),
  );
}
