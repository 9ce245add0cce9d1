// Security probes of issue 8 on accounts: lock-out under concurrent guesses, rate limits, live-session cap,
// case-insensitive and NFKC-normalised usernames, operator unlock.
import {
  checkUserExist,
  getUserInfo,
  login,
  queryLockedAccounts,
  queryOperationLogs,
  registerPerson,
  unlockAccount,
} from '@procuremart/contract';
import { and, count, eq, like, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { operationLogs } from '../../platform/audit/tables';
import { clock } from '../../platform/clock';
import { rateLimitCounters } from '../../platform/request-guards/tables';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { slotWait } from './login';
import { passwordHooks } from './password';
import { switchCaptchaOff } from './signin/captcha-testing';
import { loginAttempts, sessions, users } from './tables';

let t: TestApp;
const HIGH = { windowMs: 60_000, perAddress: 10_000, perUsername: 10_000 };
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...HIGH } });
  await switchCaptchaOff(t.app);
});
afterAll(() => t.close());

const realNow = clock.now;
beforeEach(async () => {
  await t.db.delete(loginAttempts);
  await t.db.delete(rateLimitCounters);
  t.config.rateLimits = { ...HIGH };
});
const waitForSlot = slotWait.ms;
afterEach(() => {
  clock.now = realNow;
  passwordHooks.beforeVerify = null;
  slotWait.ms = waitForSlot;
});

/** Freezes the server clock at the start of a rate-limit window (plus a second), so no window ends mid-test. */
const freezeAtWindowStart = () => {
  const at = Math.floor(realNow().getTime() / 60_000) * 60_000 + 1_000;
  clock.now = () => new Date(at);
};

/** Password verifications the login code made for one username, as its operation-log rows tell. */
const verificationsOf = async (username: string) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(operationLogs)
        .where(
          and(
            eq(operationLogs.action, login.name),
            eq(operationLogs.username, username),
            or(like(operationLogs.detail, 'wrongCredentials%'), eq(operationLogs.result, 'success')),
          ),
        )
    )[0].n,
  );

/**
 * Holds the first `held` password verifications at a gate until `release()`; `fiveVerifying` resolves
 * once five have started, `count()` says how many started in all.
 */
function holdVerifications(held: number) {
  let started = 0;
  let release!: () => void;
  const gate = new Promise<void>((done) => {
    release = done;
  });
  let fiveEntered!: () => void;
  const fiveVerifying = new Promise<void>((done) => {
    fiveEntered = done;
  });
  passwordHooks.beforeVerify = async () => {
    started += 1;
    if (started === 5) fiveEntered();
    if (started <= held) await gate;
  };
  return { fiveVerifying, release, count: () => started };
}

describe('lock-out under concurrent guesses', () => {
  it('verifies at most five passwords of 40 simultaneous attempts and refuses the right one at 21', async () => {
    // Verifications wait at a gate, so that all 40 attempts are in flight at once.
    const { fiveVerifying, release, count } = holdVerifications(Number.POSITIVE_INFINITY);
    const attempt = (i: number) =>
      call(t.app, login, {
        username: 'purchaser02',
        password: i === 20 ? DEMO_PASSWORD : `Wrong#${i}x`,
      });
    const first = Array.from({ length: 20 }, (_, i) => attempt(i));
    await fiveVerifying;
    const second = Array.from({ length: 20 }, (_, i) => attempt(20 + i));
    release();
    const results = await Promise.all([...first, ...second]);

    expect(count()).toBeLessThanOrEqual(5);
    expect(await verificationsOf('purchaser02')).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.body.code !== '0')).toBe(true);
    expect(results[20].body.respDesc).toContain('锁定');
    // Still locked afterwards, whoever asks.
    expect(
      (await call(t.app, login, { username: 'purchaser02', password: DEMO_PASSWORD })).body.respDesc,
    ).toContain('锁定');
  });
});

describe('simultaneous logins with the right password (issue 19 finding 6)', () => {
  it('signs all ten in and never calls the account locked', async () => {
    // The first five verifications wait at a gate while the other five arrive.
    const { fiveVerifying, release } = holdVerifications(5);
    const attempts = Array.from({ length: 10 }, () =>
      call(t.app, login, { username: 'purchaser02', password: DEMO_PASSWORD }),
    );
    await fiveVerifying;
    release();
    const results = await Promise.all(attempts);
    expect(results.map((r) => r.body.code)).toEqual(Array(10).fill('0'));
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'purchaser02'));
    expect(row?.lockedUntil ?? null).toBeNull();
    expect(row?.failCount ?? 0).toBe(0);
  });

  it('answers attempts beyond the five in flight honestly when no slot frees up, without locking', async () => {
    let release!: () => void;
    const gate = new Promise<void>((done) => {
      release = done;
    });
    passwordHooks.beforeVerify = () => gate; // five verifications held until the end of the test
    slotWait.ms = 300; // the sixth would wait for a slot this long
    const held = Array.from({ length: 5 }, () =>
      call(t.app, login, { username: 'purchaser02', password: DEMO_PASSWORD }),
    );
    await expect.poll(async () => (await t.db.select().from(loginAttempts))[0]?.inFlight).toBe(5);
    const busy = await call(
      t.app,
      login,
      { username: 'purchaser02', password: DEMO_PASSWORD },
      { locale: 'en-US' },
    );
    expect(busy.body.code).toBe('8888');
    expect(busy.body.respDesc).toBe(
      'Too many sign-ins to this account at the same moment; try again in a moment',
    );
    const [row] = await t.db.select().from(loginAttempts);
    expect(row.lockedUntil).toBeNull();
    expect(row.failCount).toBe(0);
    release();
    expect((await Promise.all(held)).map((r) => r.body.code)).toEqual(Array(5).fill('0'));
  });

  it('frees a slot a killed process held, once its claim has run out', async () => {
    const at = realNow();
    await t.db.insert(loginAttempts).values({
      username: 'purchaser02',
      failCount: 0,
      windowStart: at,
      lockedUntil: null,
      inFlight: 5,
      inFlightUntil: new Date(at.getTime() - 1),
    });
    const result = await call(t.app, login, { username: 'purchaser02', password: DEMO_PASSWORD });
    expect(result.body.code).toBe('0');
  });
});

describe('usernames', () => {
  const person = {
    password: 'Buy#er2026',
    confirmPassword: 'Buy#er2026',
    userName: '钱多',
    mobile: '13612345670',
    email: '',
  };

  it.each([
    ['another case', 'Purchaser01'],
    ['full-width look-alikes', 'ｐｕｒｃｈａｓｅｒ０１'],
  ])('refuses a username taken in %s', async (_case, username) => {
    const result = await call(t.app, registerPerson, { ...person, username });
    expect(result.body).toMatchObject({ code: '8888', data: { field: 'username' } });
    expect(dataOf(await call(t.app, checkUserExist, { username })).exists).toBe(true);
  });

  it('stores a new username NFKC-normalised and logs it in whatever its case', async () => {
    dataOf(await call(t.app, registerPerson, { ...person, username: 'Ｑｉａｎ_Duo1' }));
    const [row] = await t.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.username, 'Qian_Duo1'));
    expect(row).toBeDefined();
    const token = dataOf(
      await call(t.app, login, { username: 'qian_duo1', password: person.password }),
    ).token;
    expect(dataOf(await call(t.app, getUserInfo, {}, { token })).username).toBe('Qian_Duo1');
  });

  it('logs a demo account in with its name in capitals', async () => {
    expect(
      dataOf(await call(t.app, login, { username: 'SUPPLIER01', password: DEMO_PASSWORD })).token,
    ).toBeTruthy();
  });

  it('counts failures of every spelling of one username together', async () => {
    for (const spelling of ['Supplier01', 'SUPPLIER01', 'supplier01', 'ｓｕｐｐｌｉｅｒ01']) {
      await call(t.app, login, { username: spelling, password: 'Wrong#2026' });
    }
    const fifth = await call(t.app, login, { username: 'sUpplier01', password: 'Wrong#2026' });
    expect(fifth.body.respDesc).toContain('锁定');
  });
});

describe('operator unlock', () => {
  it('lists locked usernames, unlocks one with an operation-log row, and refuses others', async () => {
    for (let i = 0; i < 5; i++) await call(t.app, login, { username: 'supplier02', password: 'Wrong#2026' });
    const operator = await loginAs(t.app, 'operator01');
    const locked = dataOf(
      await call(t.app, queryLockedAccounts, { pageNo: 1, pageSize: 10 }, { token: operator }),
    );
    expect(locked.rows.map((r) => r.username)).toContain('supplier02');
    expect(locked.rows.find((r) => r.username === 'supplier02')?.failCount).toBe(5);
    const lockedUntil = locked.rows.find((r) => r.username === 'supplier02')?.lockedUntil ?? '';
    expect(lockedUntil).toBe(new Date(lockedUntil).toISOString());

    const purchaser = await loginAs(t.app, 'purchaser01');
    expect(
      (await call(t.app, unlockAccount, { username: 'supplier02' }, { token: purchaser })).body.code,
    ).toBe('E403');
    expect(dataOf(await call(t.app, unlockAccount, { username: 'Supplier02' }, { token: operator }))).toBe(
      true,
    );
    expect(await loginAs(t.app, 'supplier02')).toBeTruthy();
    const again = await call(t.app, unlockAccount, { username: 'supplier02' }, { token: operator });
    expect(again.body).toMatchObject({ code: '8888', data: { field: 'username' } });

    const logs = dataOf(
      await call(
        t.app,
        queryOperationLogs,
        { pageNo: 1, pageSize: 50, action: unlockAccount.name },
        { token: operator },
      ),
    );
    // Newest first: the refused second unlock (written after its rollback), then the unlock itself.
    expect(logs.rows.map((r) => [r.result, r.targetId?.toLowerCase(), r.username, r.detail])).toEqual([
      ['failure', 'supplier02', 'operator01', 'error.notLocked'],
      ['success', 'supplier02', 'operator01', ''],
    ]);
    const lockRows = dataOf(
      await call(
        t.app,
        queryOperationLogs,
        { pageNo: 1, pageSize: 200, action: login.name },
        { token: operator },
      ),
    );
    expect(
      lockRows.rows.some((r) => r.detail === 'wrongCredentialsLocked' && r.username === 'supplier02'),
    ).toBe(true);
  });
});

describe('rate limits (HTTP 429)', () => {
  it('keeps the defaults far above normal use', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ windowMs: 60_000, perAddress: 60, perUsername: 20 });
  });

  it('limits logins per username, answering 429 with Retry-After, and opens again when the burst slid out', async () => {
    freezeAtWindowStart();
    t.config.rateLimits = { windowMs: 60_000, perAddress: 1000, perUsername: 3 };
    for (let i = 0; i < 3; i++) await loginAs(t.app, 'operator01');
    const over = await call(
      t.app,
      login,
      { username: 'OPERATOR01', password: DEMO_PASSWORD },
      { locale: 'en-US' },
    );
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'E429', data: null });
    // Three hits 1 s into the window: the next window starts in 59 s and has to slide a third of the way
    // over them (20 s) before a fourth fits.
    expect(over.body.respDesc).toBe('Too many requests, try again in 79 seconds');
    expect(over.headers['retry-after']).toBe('79');
    // Another username from the same address is not affected.
    expect(await loginAs(t.app, 'supplier01')).toBeTruthy();
    const start = clock.now().getTime();
    clock.now = () => new Date(start + 78_000);
    expect((await call(t.app, login, { username: 'operator01', password: DEMO_PASSWORD })).status).toBe(429);
    clock.now = () => new Date(start + 79_000);
    expect(await loginAs(t.app, 'operator01')).toBeTruthy();
  });

  it('lets no more than the limit through around a window boundary (sliding window)', async () => {
    const windowEnd = Math.floor(realNow().getTime() / 60_000) * 60_000 + 60_000;
    clock.now = () => new Date(windowEnd - 1_000);
    t.config.rateLimits = { windowMs: 60_000, perAddress: 1000, perUsername: 3 };
    for (let i = 0; i < 3; i++) await loginAs(t.app, 'operator01');
    // Two seconds later, in the next window: fixed windows let three more through here.
    clock.now = () => new Date(windowEnd + 1_000);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call(t.app, login, { username: 'operator01', password: DEMO_PASSWORD })).status);
    expect(statuses).toEqual([429, 429, 429]);
  });

  it('limits registration and the username probe per address', async () => {
    freezeAtWindowStart();
    t.config.rateLimits = { windowMs: 60_000, perAddress: 2, perUsername: 1000 };
    for (const name of ['probe_one1', 'probe_two2']) {
      expect((await call(t.app, checkUserExist, { username: name })).body.code).toBe('0');
    }
    const probe = await call(t.app, checkUserExist, { username: 'probe_three3' });
    expect(probe.status).toBe(429);
    expect(probe.body.code).toBe('E429');
    const before = Number((await t.db.select({ n: count() }).from(users))[0].n);
    const reg = (username: string) =>
      call(t.app, registerPerson, {
        username,
        password: 'Buy#er2026',
        confirmPassword: 'Buy#er2026',
        userName: '限流',
        mobile: '13612345671',
      });
    expect((await reg('limit_user1')).body.code).toBe('0');
    expect((await reg('limit_user2')).body.code).toBe('0');
    const third = await reg('limit_user3');
    expect(third.status).toBe(429);
    expect(Number((await t.db.select({ n: count() }).from(users))[0].n)).toBe(before + 2);
  });
});

describe('live sessions per user', () => {
  it('keeps at most the configured number, ending the oldest first', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'supplier02'));
    const live = async () =>
      Number((await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)))[0].n);
    const tokens: string[] = [];
    for (let i = 0; i < t.config.maxSessionsPerUser + 2; i++) {
      const at = realNow().getTime() + i * 1000;
      clock.now = () => new Date(at);
      tokens.push(await loginAs(t.app, 'supplier02'));
    }
    expect(await live()).toBe(t.config.maxSessionsPerUser);
    expect((await call(t.app, getUserInfo, {}, { token: tokens[0] })).body.code).toBe('AE401');
    expect((await call(t.app, getUserInfo, {}, { token: tokens[1] })).body.code).toBe('AE401');
    expect((await call(t.app, getUserInfo, {}, { token: tokens[2] })).body.code).toBe('0');
    expect((await call(t.app, getUserInfo, {}, { token: tokens.at(-1) })).body.code).toBe('0');
  });
});
