import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Who } from '../../../platform/actor';
import { recordOperation } from '../../../platform/audit';
import { lockoutKey } from '../lockout';
import { hashPassword } from '../password';
import { loginAttempts, users } from '../tables';
import { endUserSessions } from './sessions-end';

/**
 * A forgotten password replaced: the new hash, every session of the account ended (whoever held the old
 * password is signed out), its lock-out lifted, an operation-log row; in one transaction.
 */
export async function setForgottenPassword(
  db: Db,
  who: Who,
  action: string,
  userId: number,
  password: string,
  at: Date,
  detail: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ username: users.username });
    await endUserSessions(tx, userId, at);
    await tx.delete(loginAttempts).where(eq(loginAttempts.username, lockoutKey(user.username)));
    await recordOperation(
      tx,
      { ...who, userId },
      { action, targetType: 'user', targetId: userId, result: 'success', detail },
    );
  });
}
