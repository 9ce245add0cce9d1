import { type changePassword, ErrorCode } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { forgetCachedSession } from '../../../platform/actor-cache';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { accountLockedError, claimLoginAttempt, lockoutKey, settleFailure, settleSuccess } from '../lockout';
import { hashPassword, verifyPassword } from '../password';
import { users } from '../tables';
import { endSessionsOf } from './end-sessions';

/**
 * A user changes its own password: the old one must match and the new one differ from it. The user's other
 * sessions end; this one goes on, no longer held to changing it (the forced change after a reset ends here).
 * A wrong old password counts as a failed sign-in of the username (lockout.ts): whoever holds a session cannot
 * guess the password faster than the login page allows, and after five failures the account is locked here and
 * at sign-in alike. Its own transactions (bindCall opens none), so that a refused attempt still counts.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  input: ParsedInput<typeof changePassword>,
): Promise<{ userId: string }> {
  const key = lockoutKey(actor.username);
  const claim = await claimLoginAttempt(db, key, now());
  if (claim.kind === 'locked') throw accountLockedError(claim.lockedUntil, now());
  if (claim.kind === 'busy') throw new BusinessError(ErrorCode.business, 'error.loginBusy');
  let settled = false;
  try {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, actor.userId));
    const hash = user?.passwordHash ?? null;
    if (!(await verifyPassword(hash, input.oldPassword))) {
      const at = now();
      const failure = await db.transaction((tx) => settleFailure(tx, key, at));
      settled = true;
      if (failure.lockedUntil) throw accountLockedError(failure.lockedUntil, at);
      throw fieldError('member.oldPasswordWrong', 'oldPassword');
    }
    if (input.password === input.oldPassword) throw fieldError('member.samePassword', 'password');
    const newHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      // Only over the password just verified: a change made meanwhile (another session, a reset) wins.
      const changed = await tx
        .update(users)
        .set({ passwordHash: newHash, mustChangePassword: false })
        .where(and(eq(users.id, actor.userId), eq(users.passwordHash, hash ?? '')))
        .returning({ id: users.id });
      if (changed.length === 0) throw fieldError('member.oldPasswordWrong', 'oldPassword');
      await settleSuccess(tx, key, true);
      await endSessionsOf(tx, actor.userId, actor.sessionId);
    });
    settled = true;
    forgetCachedSession(actor.sessionId);
    return { userId: String(actor.userId) };
  } finally {
    // A refusal after the right password (the same password again) or a failure of the server frees the slot.
    if (!settled) await settleSuccess(db, key, false);
  }
}
