import { ErrorCode, login as loginCall, type UserInfo } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Who } from '../../platform/actor';
import { recordOperation } from '../../platform/audit';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { BusinessError } from '../../platform/errors';
import { orgsTrading } from '../org';
import {
  accountLockedError,
  claimLoginAttempt,
  type LoginClaim,
  lockoutKey,
  MAX_FAILURES,
  mayClaim,
  settleFailure,
  settleSuccess,
} from './lockout';
import { verifyPassword } from './password';
import { createSession } from './session';
import { captchaThreshold, requireCaptcha } from './signin/captcha';
import { users } from './tables';
import { loadUserInfo } from './user-info';

type LoginInput = ParsedInput<typeof loginCall>;

export interface LoginResult {
  token: string;
  expiresAt: Date;
  userInfo: UserInfo;
}

/**
 * Wrong username or password; from the second failure on, how many more failures lock the username, and from
 * `captchaAfter` failures on, that the next attempt needs the picture verification code.
 */
function loginFailedError(failures: number, captchaAfter: number): BusinessError {
  const left = MAX_FAILURES - failures;
  const captcha = captchaAfter > 0 && failures >= captchaAfter ? { captchaRequired: 1 } : undefined;
  if (failures < 2) return new BusinessError(ErrorCode.business, 'error.loginFailed', {}, undefined, captcha);
  return new BusinessError(ErrorCode.business, 'error.loginFailedAttemptsLeft', { left }, undefined, {
    attemptsLeft: left,
    ...captcha,
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
 * How long an attempt waits for a verification slot of its username before it is answered `busy`: long
 * enough for the verifications ahead of it on a loaded machine (tests shorten it).
 */
export const slotWait = { ms: 10_000, pollMs: 50 };

/**
 * Claims a verification slot, waiting while the username's slots are all in flight: it looks again with a
 * plain read, backing off up to 250 ms, and claims (a locked write) only when a slot looks free.
 */
async function claimWithin(db: Db, key: string): Promise<LoginClaim> {
  const deadline = Date.now() + slotWait.ms;
  let pause = slotWait.pollMs;
  for (;;) {
    const claim = await claimLoginAttempt(db, key, now());
    if (claim.kind !== 'busy') return claim;
    do {
      if (Date.now() >= deadline) return claim;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 250);
    } while (!(await mayClaim(db, key, now())));
  }
}

/**
 * Account login. Wrong username and wrong password answer alike; five failures for one username
 * within 15 minutes lock it for 15 minutes. A verification slot is claimed before the password is
 * verified, so that concurrent guesses cannot verify more than five passwords; simultaneous attempts
 * beyond the slots wait for one and, when none frees up, are told to try again (not that the account is
 * locked). After common.captchaAfterFailures failures an attempt needs the picture verification code.
 * Success resets the failures and opens a session.
 */
export async function login(db: Db, who: Who, input: LoginInput, maxSessions: number): Promise<LoginResult> {
  const key = lockoutKey(input.username);
  const captchaAfter = await captchaThreshold(db);
  await requireCaptcha(db, key, input, captchaAfter, now());
  const claim = await claimWithin(db, key);
  const at = now();
  if (claim.kind === 'locked')
    return refuse(db, who, null, 'locked', accountLockedError(claim.lockedUntil, at));
  if (claim.kind === 'busy')
    return refuse(db, who, null, 'busy', new BusinessError(ErrorCode.business, 'error.loginBusy'));

  let settled = false;
  try {
    const [user] = await db
      .select({
        id: users.id,
        passwordHash: users.passwordHash,
        status: users.status,
        orgId: users.orgId,
        orgUnitId: users.orgUnitId,
      })
      .from(users)
      .where(byUsername(input.username));
    const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);

    if (!passwordMatches) {
      const { lockedUntil: lockEnd, failCount } = await db.transaction(async (tx) => {
        const failure = await settleFailure(tx, key, at);
        settled = true;
        await recordOperation(
          tx,
          { ...who, userId: user?.id ?? null },
          {
            action: loginCall.name,
            targetType: 'user',
            targetId: user?.id ?? null,
            result: 'failure',
            detail: failure.lockedUntil ? 'wrongCredentialsLocked' : 'wrongCredentials',
          },
        );
        return failure;
      });
      throw lockEnd ? accountLockedError(lockEnd, at) : loginFailedError(failCount, captchaAfter);
    }
    if (user.status !== 1) {
      const disabled = new BusinessError(ErrorCode.business, 'error.accountDisabled');
      return await refuse(db, who, user.id, 'accountDisabled', disabled);
    }
    if (!(await orgsTrading(db, [user.orgId, user.orgUnitId]))) {
      const closed = new BusinessError(ErrorCode.business, 'org.closed');
      return await refuse(db, who, user.id, 'orgClosed', closed);
    }
    const session = await openSession(db, who, input, maxSessions, key, user.id, at);
    settled = true;
    return { ...session, userInfo: await loadUserInfo(db, user.id) };
  } finally {
    // A refusal after the right password (a disabled account, a closed organisation) or a failure of the server frees the slot.
    if (!settled) await settleSuccess(db, key, false);
  }
}

/** The right password: failures start over, the slot is given back and a session opens, in one transaction. */
function openSession(
  db: Db,
  who: Who,
  input: LoginInput,
  maxSessions: number,
  key: string,
  userId: number,
  at: Date,
) {
  return db.transaction(async (tx) => {
    await settleSuccess(tx, key, true);
    const opened = await createSession(tx, userId, input.rememberMe, at, maxSessions);
    await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    await recordOperation(
      tx,
      { ...who, userId },
      {
        action: loginCall.name,
        targetType: 'user',
        targetId: userId,
        result: 'success',
        detail: input.rememberMe ? 'rememberMe' : '',
      },
    );
    return opened;
  });
}
