import { type UserKind, UserKindCode } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { users } from '../modules/identity/shared-tables';
import { loginAs } from './call';
import type { TestApp } from './test-app';

/**
 * A user of `kind` with no role at all (so no menu or access code), in the organisation of the demo account
 * `like` and with its password; answers the logged-in token.
 */
export async function roleLessUser(t: TestApp, kind: UserKind, like: string): Promise<string> {
  const [model] = await t.db.select().from(users).where(eq(users.username, like));
  const username = `norole_${kind}`;
  await t.db.insert(users).values({
    username,
    passwordHash: model.passwordHash,
    userName: `${kind} without roles`,
    kind: UserKindCode[kind],
    memberClass: model.memberClass,
    orgId: model.orgId,
    createdAt: new Date(),
  });
  return loginAs(t.app, username);
}
