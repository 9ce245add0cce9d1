import {
  ErrorCode,
  type LinkedAccount,
  linkAccount as linkAccountCall,
  switchAccount as switchAccountCall,
} from '@procuremart/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { recordOperation } from '../../../platform/audit';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { orgs } from '../../org/shared-tables';
import { accountLockedError, claimLoginAttempt, lockoutKey, settleFailure, settleSuccess } from '../lockout';
import { byUsername, type LoginResult } from '../login';
import { verifyPassword } from '../password';
import { users } from '../tables';
import { signInAs } from './session-start';
import { accountLinks } from './tables';

/** The accounts linked to the actor's, oldest link first. */
export async function listLinkedAccounts(db: Db, actor: Actor): Promise<LinkedAccount[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      userName: users.userName,
      isProfessionalOrgExt: users.kind,
      orgName: orgs.name,
      linkedAt: accountLinks.createdAt,
    })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(accountLinks.userId, actor.userId))
    .orderBy(asc(accountLinks.createdAt), asc(accountLinks.id));
  return rows.map((row) => ({ ...row, userId: String(row.userId), linkedAt: row.linkedAt.toISOString() }));
}

/**
 * The account a username and password prove, counted like a sign-in: a wrong password is a failure towards
 * that username's lock-out, a locked username is refused without looking at the password.
 */
async function provenAccount(db: Db, actor: Actor, username: string, password: string): Promise<number> {
  const key = lockoutKey(username);
  const at = now();
  const claim = await claimLoginAttempt(db, key, at);
  if (claim.kind === 'locked') throw accountLockedError(claim.lockedUntil, at);
  if (claim.kind === 'busy') throw new BusinessError(ErrorCode.business, 'error.loginBusy');
  let settled = false;
  try {
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(byUsername(username));
    if (!(await verifyPassword(user?.passwordHash ?? null, password))) {
      await db.transaction(async (tx) => {
        await settleFailure(tx, key, at);
        settled = true;
        await recordOperation(tx, actor, {
          action: linkAccountCall.name,
          targetType: 'user',
          targetId: user?.id ?? null,
          result: 'failure',
          detail: 'wrongCredentials',
        });
      });
      throw fieldError('error.loginFailed', 'password');
    }
    await settleSuccess(db, key, true);
    settled = true;
    return user.id;
  } finally {
    if (!settled) await settleSuccess(db, key, false);
  }
}

/** Links another account to the actor's, in both directions, once its password proved it. */
export async function linkAccount(
  db: Db,
  actor: Actor,
  input: { username: string; password: string },
): Promise<true> {
  const otherId = await provenAccount(db, actor, input.username, input.password);
  if (otherId === actor.userId) throw fieldError('accounts.linkSelf', 'username');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(accountLinks)
      .values([
        { userId: actor.userId, linkedUserId: otherId, createdAt: now() },
        { userId: otherId, linkedUserId: actor.userId, createdAt: now() },
      ])
      .onConflictDoNothing()
      .returning({ id: accountLinks.id });
    if (added.length === 0) throw fieldError('accounts.linkExists', 'username');
    await recordOperation(tx, actor, {
      action: linkAccountCall.name,
      targetType: 'user',
      targetId: otherId,
      result: 'success',
    });
  });
  return true;
}

const pairOf = (a: number, b: number) =>
  or(
    and(eq(accountLinks.userId, a), eq(accountLinks.linkedUserId, b)),
    and(eq(accountLinks.userId, b), eq(accountLinks.linkedUserId, a)),
  );

/** Removes a link (both directions); an account not linked to the actor's is refused. */
export async function unlinkAccount(tx: Tx, actor: Actor, userId: number): Promise<true> {
  const removed = await tx
    .delete(accountLinks)
    .where(pairOf(actor.userId, userId))
    .returning({ id: accountLinks.id });
  if (removed.length === 0) throw fieldError('accounts.linkNotFound', 'userId');
  return true;
}

/** A session of a linked account, opened like any sign-in (its state and organisation checked). */
export async function switchAccount(
  db: Db,
  actor: Actor,
  userId: number,
  maxSessions: number,
): Promise<LoginResult> {
  const [link] = await db
    .select({ id: accountLinks.id })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, actor.userId), eq(accountLinks.linkedUserId, userId)));
  if (!link) throw fieldError('accounts.linkNotFound', 'userId');
  return signInAs(db, actor, switchAccountCall.name, userId, false, maxSessions);
}
