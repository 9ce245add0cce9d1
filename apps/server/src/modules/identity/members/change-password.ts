import type { changePassword } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { forgetCachedSession } from '../../../platform/actor-cache';
import type { ParsedInput } from '../../../platform/bind-call';
import { fieldError } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../password';
import { users } from '../tables';
import { endSessionsOf } from './end-sessions';

/**
 * A user changes its own password: the old one must match and the new one differ from it. The user's other
 * sessions end; this one goes on, no longer held to changing it (the forced change after a reset ends here).
 */
export async function changeOwnPassword(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof changePassword>,
): Promise<{ userId: string }> {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId))
    .for('update');
  if (!(await verifyPassword(user?.passwordHash ?? null, input.oldPassword)))
    throw fieldError('member.oldPasswordWrong', 'oldPassword');
  if (input.password === input.oldPassword) throw fieldError('member.samePassword', 'password');
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false })
    .where(eq(users.id, actor.userId));
  await endSessionsOf(tx, actor.userId, actor.sessionId);
  forgetCachedSession(actor.sessionId);
  return { userId: String(actor.userId) };
}
