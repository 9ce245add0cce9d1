import { getUserInfo, login, logout, queryOperationLogs } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ACTOR_CACHE_TTL_MS } from '../../platform/actor-cache';
import { clock } from '../../platform/clock';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from './session';
import { switchCaptchaOff } from './signin/captcha-testing';
import { loginAttempts, sessions, users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await switchCaptchaOff(t.app);
});
afterAll(() => t.close());
const realNow = clock.now;
beforeEach(async () => {
  await t.db.delete(loginAttempts);
});
afterEach(() => {
  clock.now = realNow;
});

const travel = (ms: number) => {
  const base = realNow().getTime();
  clock.now = () => new Date(base + ms);
};

describe('login', () => {
  it.each([
    ['purchaser01', 1, false],
    ['purchaser02', 1, false],
    ['supplier01', 2, false],
    ['supplier02', 2, false],
    ['operator01', 0, true],
  ])('logs %s in with kind %i and the right menu codes', async (username, kind, isOperator) => {
    const result = await call(t.app, login, { username, password: DEMO_PASSWORD });
    const { token, userInfo } = dataOf(result);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userInfo.username).toBe(username);
    expect(userInfo.isProfessionalOrgExt).toBe(kind);
    expect(userInfo.orgName).toBeTruthy();
    expect(userInfo.menuCodeList).toEqual(expect.arrayContaining(['accountCenter', 'accountInfo']));
    for (const code of ['brandManage', 'newSoldUpList', 'opsLogQuery', 'systemCenter']) {
      expect(userInfo.menuCodeList.includes(code)).toBe(isOperator);
    }
    // Suppliers list goods of their own in the commodity centre.
    for (const code of ['commodityCreate', 'soldUpList']) {
      expect(userInfo.menuCodeList.includes(code)).toBe(kind === 2);
    }
    expect(userInfo.menuCodeList.includes('commodityCenter')).toBe(kind !== 1);
    expect(dataOf(await call(t.app, getUserInfo, {}, { token }))).toEqual(userInfo);
  });

  it('puts the two purchasers and the two suppliers in different organisations', async () => {
    const orgOf = async (username: string) =>
      dataOf(await call(t.app, login, { username, password: DEMO_PASSWORD })).userInfo.orgId;
    expect(await orgOf('purchaser01')).not.toBe(await orgOf('purchaser02'));
    expect(await orgOf('supplier01')).not.toBe(await orgOf('supplier02'));
  });

  it('sets the auth-token cookie for a day, or seven days with remember-me', async () => {
    const plain = await call(t.app, login, { username: 'purchaser01', password: DEMO_PASSWORD });
    const cookie = plain.cookies.find((c) => c.name === 'auth-token');
    expect(cookie).toMatchObject({ value: dataOf(plain).token, path: '/', sameSite: 'Lax', maxAge: 86400 });
    const remembered = await call(t.app, login, {
      username: 'purchaser01',
      password: DEMO_PASSWORD,
      rememberMe: true,
    });
    expect(remembered.cookies.find((c) => c.name === 'auth-token')?.maxAge).toBe(7 * 86400);
  });

  it('keeps only a hash of the token and an argon2id password hash', async () => {
    const token = await loginAs(t.app, 'supplier01');
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'supplier01'));
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user.lastLoginAt).not.toBeNull();
  });

  it('answers a wrong password and an unknown user with the same generic message', async () => {
    const wrong = await call(t.app, login, { username: 'purchaser02', password: 'Wrong#2026' });
    const unknown = await call(t.app, login, { username: 'nobody_here', password: 'Wrong#2026' });
    expect(wrong.body).toMatchObject({ code: '8888', respDesc: '用户名或密码错误', data: null });
    expect(unknown.body.respDesc).toBe(wrong.body.respDesc);
    const english = await call(
      t.app,
      login,
      { username: 'nobody_there', password: 'x' },
      { locale: 'en-US' },
    );
    expect(english.body.respDesc).toBe('Wrong username or password');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('locks a username after five failures within 15 minutes, refusing even the right password', async () => {
    const first = await call(t.app, login, { username: 'supplier02', password: 'Wrong#2026' });
    expect(first.body).toMatchObject({ respDesc: '用户名或密码错误', data: null });
    // From the second failure on, the refusal says how many attempts are left before the lock.
    for (const left of [3, 2, 1]) {
      const result = await call(t.app, login, { username: 'supplier02', password: 'Wrong#2026' });
      expect(result.body).toMatchObject({
        code: '8888',
        respDesc: `用户名或密码错误，再错${left}次账号将被锁定15分钟`,
        data: { attemptsLeft: left },
      });
    }
    const english = await call(t.app, login, { username: 'nobody_else', password: 'x' }, { locale: 'en-US' });
    await call(t.app, login, { username: 'nobody_else', password: 'x' }, { locale: 'en-US' }).then((second) =>
      expect(second.body.respDesc).toBe(
        'Wrong username or password. Attempts left before the account is locked for 15 minutes: 3',
      ),
    );
    expect(english.body.respDesc).toBe('Wrong username or password');
    const fifth = await call(t.app, login, { username: 'supplier02', password: 'Wrong#2026' });
    expect(fifth.body.respDesc).toContain('锁定');
    const sixth = await call(
      t.app,
      login,
      { username: 'supplier02', password: DEMO_PASSWORD },
      { locale: 'en-US' },
    );
    expect(sixth.body.code).toBe('8888');
    expect(sixth.body.respDesc).toContain('locked');
    expect(sixth.body.respDesc).toContain('15 minutes');
    // Other usernames are not affected.
    expect(
      dataOf(await call(t.app, login, { username: 'supplier01', password: DEMO_PASSWORD })).token,
    ).toBeTruthy();

    travel(16 * 60_000);
    expect(
      dataOf(await call(t.app, login, { username: 'supplier02', password: DEMO_PASSWORD })).token,
    ).toBeTruthy();
  });

  it('counts concurrent failures exactly and resets the count after a success', async () => {
    const failures = Array.from({ length: 4 }, () =>
      call(t.app, login, { username: 'purchaser02', password: 'Wrong#2026' }),
    );
    await Promise.all(failures);
    await loginAs(t.app, 'purchaser02');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await call(t.app, login, { username: 'purchaser02', password: 'Wrong#2026' });
    }
    expect(
      dataOf(await call(t.app, login, { username: 'purchaser02', password: DEMO_PASSWORD })).token,
    ).toBeTruthy();
  });

  it('lets five parallel failures lock the username', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, login, { username: 'purchaser01', password: 'Wrong#2026' }),
      ),
    );
    expect(results.filter((r) => r.body.respDesc.includes('已锁定'))).toHaveLength(1);
    const next = await call(t.app, login, { username: 'purchaser01', password: DEMO_PASSWORD });
    expect(next.body.respDesc).toContain('锁定');
    travel(16 * 60_000);
    await loginAs(t.app, 'purchaser01');
  });

  it('writes operation-log rows for successful and failed logins', async () => {
    const operator = await loginAs(t.app, 'operator01');
    const page = dataOf(
      await call(
        t.app,
        queryOperationLogs,
        { pageNo: 1, pageSize: 200, action: 'umc_login' },
        { token: operator },
      ),
    );
    expect(page.rows.some((r) => r.result === 'failure' && r.username === 'supplier02')).toBe(true);
    expect(page.rows.some((r) => r.result === 'success' && r.username === 'operator01')).toBe(true);
  });
});

describe('sessions', () => {
  it('ends with logout: the token then gets AE401 and the cookie is cleared', async () => {
    const token = await loginAs(t.app, 'purchaser01');
    const out = await call(t.app, logout, {}, { token });
    expect(dataOf(out)).toBe(true);
    expect(out.cookies.find((c) => c.name === 'auth-token')?.value).toBe('');
    const after = await call(t.app, getUserInfo, {}, { token });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ code: 'AE401', respDesc: '登录已过期，请重新登录' });
  });

  it('refuses a protected call without a token or with an unknown one', async () => {
    expect((await call(t.app, getUserInfo, {})).body.code).toBe('AE401');
    expect((await call(t.app, getUserInfo, {}, { token: 'x'.repeat(43) })).body.code).toBe('AE401');
  });

  it('idles out after two hours without a request', async () => {
    const token = await loginAs(t.app, 'supplier01');
    travel(119 * 60_000);
    expect(dataOf(await call(t.app, getUserInfo, {}, { token })).username).toBe('supplier01');
    // The request above slid the session: two more hours from then are allowed.
    travel(119 * 60_000 + 119 * 60_000);
    expect(dataOf(await call(t.app, getUserInfo, {}, { token })).username).toBe('supplier01');
    travel(119 * 60_000 + 119 * 60_000 + 121 * 60_000);
    expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('AE401');
  });

  it('expires when last_seen_at lies more than two hours back', async () => {
    const token = await loginAs(t.app, 'supplier02');
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000 - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('AE401');
  });

  it('ends a one-day session after a day even when it is used all the time', async () => {
    const token = await loginAs(t.app, 'operator01');
    for (let hour = 1; hour <= 23; hour += 1) {
      travel(hour * 3600_000);
      expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('0');
    }
    travel(24 * 3600_000 + 60_000);
    expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('AE401');
  });

  it('sees a revocation by another process once its cached copy is a few seconds old', async () => {
    const token = await loginAs(t.app, 'purchaser01');
    expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('0');
    // Another server process logs the session out: only the database row changes.
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    travel(ACTOR_CACHE_TTL_MS);
    expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('AE401');
  });

  it('is shared by two app instances on the same database', async () => {
    const second = await buildApp(t.database, t.config);
    try {
      const token = await loginAs(t.app, 'purchaser02');
      expect(dataOf(await call(second, getUserInfo, {}, { token })).username).toBe('purchaser02');
      dataOf(await call(second, logout, {}, { token }));
      expect((await call(t.app, getUserInfo, {}, { token })).body.code).toBe('AE401');
    } finally {
      await second.close();
    }
  });
});
