import { ErrorCode, login as loginCall, type UserInfo } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import { now } from '../../config';
import type { Db } from '../../db/client';
import type { Who } from '../../platform/actor';
import { recordOperation } from '../../platform/audit';
import type { ParsedInput } from '../../platform/bind-call';
import { BusinessError } from '../../platform/errors';
import { createSession } from '../../platform/session';
import {
  accountLockedError,
  claimLoginAttempt,
  clearLoginFailures,
  lockoutKey,
  lockUsername,
  MAX_FAILURES,
} from './lockout';
import { verifyPassword } from './password';
import { users } from './tables';
import { loadUserInfo } from './user-info';

type LoginInput = ParsedInput<typeof loginCall>;

export interface LoginResult {
  token: string;
  expiresAt: Date;
  userInfo: UserInfo;
}

/** Wrong username or password; from the second failure on, how many more failures lock the username. */
function loginFailedError(attempt: number): BusinessError {
  const left = MAX_FAILURES - attempt;
  if (attempt < 2) return new BusinessError(ErrorCode.business, 'error.loginFailed');
  return new BusinessError(ErrorCode.business, 'error.loginFailedAttemptsLeft', { left }, undefined, {
    attemptsLeft: left,
  });
}

async function refuse(
  db: Db,
  who: Who,
  userId: number | null,
  reason: string,
  error: BusinessError,
): Promise<never> {
  await recordOperation(
    db,
    { ...who, userId },
    {
      action: loginCall.name,
      targetType: 'user',
      targetId: userId,
      result: 'failure',
      detail: reason,
    },
  );
  throw error;
}

/** The user with this username, compared case-insensitively (the unique index is on lower(username)). */
export const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/**
 * Account login. Wrong username and wrong password answer alike; five failures for one username
 * within 15 minutes lock it for 15 minutes. The attempt is counted before the password is verified, so
 * that concurrent guesses cannot verify more than five passwords. Success resets the counter and opens a
 * session.
 */
export async function login(db: Db, who: Who, input: LoginInput, maxSessions: number): Promise<LoginResult> {
  const at = now();
  const key = lockoutKey(input.username);
  const claim = await claimLoginAttempt(db, key, at);
  if (claim.lockedUntil) return refuse(db, who, null, 'locked', accountLockedError(claim.lockedUntil, at));

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(byUsername(input.username));
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);

  if (!passwordMatches) {
    const lockEnd = await db.transaction(async (tx) => {
      const end = claim.attempt >= MAX_FAILURES ? await lockUsername(tx, key, at) : null;
      await recordOperation(
        tx,
        { ...who, userId: user?.id ?? null },
        {
          action: loginCall.name,
          targetType: 'user',
          targetId: user?.id ?? null,
          result: 'failure',
          detail: end ? 'wrongCredentialsLocked' : 'wrongCredentials',
        },
      );
      return end;
    });
    throw lockEnd ? accountLockedError(lockEnd, at) : loginFailedError(claim.attempt);
  }
  if (user.status !== 1) {
    return refuse(
      db,
      who,
      user.id,
      'accountDisabled',
      new BusinessError(ErrorCode.business, 'error.accountDisabled'),
    );
  }

  const session = await db.transaction(async (tx) => {
    await clearLoginFailures(tx, key);
    const opened = await createSession(tx, user.id, input.rememberMe, at, maxSessions);
    await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, user.id));
    await recordOperation(
      tx,
      { ...who, userId: user.id },
      {
        action: loginCall.name,
        targetType: 'user',
        targetId: user.id,
        result: 'success',
        detail: input.rememberMe ? 'rememberMe' : '',
      },
    );
    return opened;
  });
  return { ...session, userInfo: await loadUserInfo(db, user.id) };
}
