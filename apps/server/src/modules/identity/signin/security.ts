import { CodePurpose, login, loginBySms, pollQrLogin } from '@procuremart/contract';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { operationLogs } from '../../../platform/audit/tables';
import { now } from '../../../platform/clock';
import { fieldError } from '../../../platform/errors';
import { verifyPassword } from '../password';
import { sessions, users } from '../tables';
import { accountsWithMobile } from './accounts-by-contact';
import { endUserSessions } from './sessions-end';
import { consumeCode } from './verification';

const SIGN_IN_ACTIONS = [login.name, loginBySms.name, pollQrLogin.name];

/** 138****8000: enough for the owner to recognise the number. */
export const maskMobile = (mobile: string | null): string | null =>
  mobile && mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;

/** a***@example.com. */
export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.indexOf('@');
  return at <= 0 ? email : `${email[0]}***${email.slice(at)}`;
}

/** The caller's bound contacts, live sessions and last 20 sign-in attempts. */
export async function loadAccountSecurity(db: Db, actor: Actor) {
  const at = now();
  const [user] = await db
    .select({ mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  const live = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .orderBy(desc(sessions.lastSeenAt));
  const signIns = await db
    .select({
      at: operationLogs.createdAt,
      way: operationLogs.action,
      result: operationLogs.result,
      ip: operationLogs.ip,
    })
    .from(operationLogs)
    .where(
      and(
        inArray(operationLogs.action, SIGN_IN_ACTIONS),
        eq(operationLogs.targetType, 'user'),
        eq(operationLogs.targetId, String(actor.userId)),
      ),
    )
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(20);
  return {
    mobile: maskMobile(user?.mobile ?? null),
    email: maskEmail(user?.email ?? null),
    sessions: live.map((row) => ({
      sessionId: row.tokenHash,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      remember: row.remember,
      current: row.tokenHash === actor.sessionId,
    })),
    signIns: signIns.map((row) => ({
      at: row.at.toISOString(),
      way: row.way,
      result: row.result as 'success' | 'failure',
      ip: row.ip,
    })),
  };
}

/**
 * Binds or changes the caller's mobile with the bind-mobile code sent to the new number. Decision (SPEC is
 * silent): a number bound to another enabled account is refused, so that SMS sign-in names one account.
 */
export async function bindMobile(
  db: Db,
  actor: Actor,
  input: { mobile: string; code: string },
): Promise<true> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, actor.userId));
  if (user?.mobile === input.mobile) throw fieldError('accounts.mobileUnchanged', 'mobile');
  const others = (await accountsWithMobile(db, input.mobile)).filter((row) => row.id !== actor.userId);
  if (others.length > 0) throw fieldError('accounts.mobileTaken', 'mobile');
  const row = await consumeCode(db, input.mobile, CodePurpose.bindMobile, input.code, now());
  if (row.userId !== actor.userId) throw fieldError('accounts.codeWrong', 'code');
  await db.update(users).set({ mobile: input.mobile }).where(eq(users.id, actor.userId));
  return true;
}

/** Binds or changes the caller's e-mail, confirmed by the current password. */
export async function bindEmail(
  tx: Tx,
  actor: Actor,
  input: { email: string; password: string },
): Promise<true> {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)))
    throw fieldError('accounts.passwordWrong', 'password');
  await tx.update(users).set({ email: input.email }).where(eq(users.id, actor.userId));
  return true;
}

/** Ends the named sessions of the caller, or every other one; the current session is never ended here. */
export async function endSessions(tx: Tx, actor: Actor, sessionIds: readonly string[] | undefined) {
  const only = sessionIds?.filter((id) => id !== actor.sessionId);
  if (only && only.length === 0) return { ended: 0 };
  const ended = await endUserSessions(tx, actor.userId, now(), { keep: actor.sessionId, only });
  if (only && ended === 0) throw fieldError('accounts.sessionNotFound', 'sessionIds');
  return { ended };
}
