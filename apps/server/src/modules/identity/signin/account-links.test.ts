// Account association: link with the other account's password, list, switch without signing out, unlink.
import {
  formatMessage,
  getUserInfo,
  linkAccount,
  queryLinkedAccounts,
  switchAccount,
  unlinkAccount,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { loginAttempts, users } from '../tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { windowMs: 60_000, perAddress: 10_000, perUsername: 10_000 } });
});
afterAll(() => t.close());

const idOf = async (username: string) =>
  String((await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id);

describe('account association', () => {
  it('links an account proven by its password, switches to it and back without signing out, and unlinks', async () => {
    const buyer = await loginAs(t.app, 'purchaser01');
    const wrong = await call(
      t.app,
      linkAccount,
      { username: 'supplier01', password: 'Wrong#2026' },
      { token: buyer },
    );
    expect(wrong.body.respDesc).toBe(formatMessage('error.loginFailed', 'zh-CN'));
    const [counted] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'supplier01'));
    expect(counted.failCount).toBe(1);
    const self = await call(
      t.app,
      linkAccount,
      { username: 'purchaser01', password: DEMO_PASSWORD },
      { token: buyer },
    );
    expect(self.body.respDesc).toBe(formatMessage('accounts.linkSelf', 'zh-CN'));

    dataOf(
      await call(t.app, linkAccount, { username: 'supplier01', password: DEMO_PASSWORD }, { token: buyer }),
    );
    const again = await call(
      t.app,
      linkAccount,
      { username: 'supplier01', password: DEMO_PASSWORD },
      { token: buyer },
    );
    expect(again.body.respDesc).toBe(formatMessage('accounts.linkExists', 'zh-CN'));
    const linked = dataOf(await call(t.app, queryLinkedAccounts, {}, { token: buyer }));
    expect(linked.map((a) => [a.username, a.isProfessionalOrgExt])).toEqual([['supplier01', 2]]);

    const switched = dataOf(await call(t.app, switchAccount, { userId: linked[0].userId }, { token: buyer }));
    expect(switched.userInfo.username).toBe('supplier01');
    // Both sessions stay open; the link reads the same from the other side.
    expect(dataOf(await call(t.app, getUserInfo, {}, { token: buyer })).username).toBe('purchaser01');
    const back = dataOf(await call(t.app, queryLinkedAccounts, {}, { token: switched.token }));
    expect(back.map((a) => a.username)).toEqual(['purchaser01']);

    dataOf(
      await call(t.app, unlinkAccount, { userId: await idOf('purchaser01') }, { token: switched.token }),
    );
    expect(dataOf(await call(t.app, queryLinkedAccounts, {}, { token: buyer }))).toEqual([]);
    const gone = await call(t.app, switchAccount, { userId: linked[0].userId }, { token: buyer });
    expect(gone.body.respDesc).toBe(formatMessage('accounts.linkNotFound', 'zh-CN'));
  });

  it('never switches to an account that is not linked', async () => {
    const buyer = await loginAs(t.app, 'approver01');
    const other = await call(t.app, switchAccount, { userId: await idOf('operator01') }, { token: buyer });
    expect(other.body.respDesc).toBe(formatMessage('accounts.linkNotFound', 'zh-CN'));
  });
});
