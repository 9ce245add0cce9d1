import { ErrorCode } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Who } from '../../../platform/actor';
import { recordOperation } from '../../../platform/audit';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { orgsTrading } from '../../org';
import type { LoginResult } from '../login';
import { createSession } from '../session';
import { users } from '../tables';
import { loadUserInfo } from '../user-info';

async function refuse(
  db: Db,
  who: Who,
  action: string,
  userId: number,
  reason: string,
  key: 'error.accountDisabled' | 'org.closed',
): Promise<never> {
  await recordOperation(
    db,
    { ...who, userId },
    { action, targetType: 'user', targetId: userId, result: 'failure', detail: reason },
  );
  throw new BusinessError(ErrorCode.business, key);
}

/**
 * Opens a session for a user who proved who they are another way than a password (an SMS code, a confirmed QR
 * sign-in): refused like a password sign-in for a disabled account or a closed organisation, logged under
 * the call's action either way.
 */
export async function signInAs(
  db: Db,
  who: Who,
  action: string,
  userId: number,
  remember: boolean,
  maxSessions: number,
): Promise<LoginResult> {
  const [user] = await db
    .select({ status: users.status, orgId: users.orgId, orgUnitId: users.orgUnitId })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.status !== 1) return refuse(db, who, action, userId, 'accountDisabled', 'error.accountDisabled');
  if (!(await orgsTrading(db, [user.orgId, user.orgUnitId])))
    return refuse(db, who, action, userId, 'orgClosed', 'org.closed');
  const at = now();
  const session = await db.transaction(async (tx) => {
    const opened = await createSession(tx, userId, remember, at, maxSessions);
    await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    await recordOperation(
      tx,
      { ...who, userId },
      {
        action,
        targetType: 'user',
        targetId: userId,
        result: 'success',
        detail: remember ? 'rememberMe' : '',
      },
    );
    return opened;
  });
  return { ...session, userInfo: await loadUserInfo(db, userId) };
}
