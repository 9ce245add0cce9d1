// Issue 23, accounts: SMS codes, SMS sign-in, the picture code, forgotten passwords, QR sign-in, account
// security and the operators' outbox, through the API.
import {
  confirmQrLogin,
  createQrLogin,
  ErrorCode,
  endSessions,
  formatMessage,
  getAccountSecurity,
  getCaptcha,
  getUserInfo,
  login,
  loginBySms,
  type MessageKey,
  pollQrLogin,
  queryOutbox,
  queryScanDevices,
  resetForgottenPassword,
  sendResetEmail,
  sendSmsCode,
  unbindScanDevice,
  updateParam,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../../platform/clock';
import { rateLimitCounters } from '../../../platform/request-guards/tables';
import { type CallResult, call, DEMO_PASSWORD, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { loginAttempts, users } from '../tables';
import { solvedCaptcha } from './captcha-testing';
import { verificationCodes } from './tables';

let t: TestApp;
const HIGH = { windowMs: 60_000, perAddress: 10_000, perUsername: 10_000 };
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...HIGH } });
});
afterAll(() => t.close());

const realNow = clock.now;
let offsetMs = 0;
beforeEach(async () => {
  offsetMs = 0;
  clock.now = () => new Date(realNow().getTime() + offsetMs);
  await t.db.delete(verificationCodes);
  await t.db.delete(loginAttempts);
  await t.db.delete(rateLimitCounters);
});
afterEach(() => {
  clock.now = realNow;
});
const travel = (ms: number) => {
  offsetMs += ms;
};

const PURCHASER_MOBILE = '13800000001';
/** Refused with the message of `key` (and the envelope code its error carries: business unless said). */
const refusedWith = (
  result: CallResult<unknown>,
  key: MessageKey,
  params: Record<string, string | number> = {},
  code: string = ErrorCode.business,
) => {
  expect(result.body.code).toBe(code);
  expect(result.body.respDesc).toContain(formatMessage(key, 'zh-CN', params));
};

/** The messages to a recipient, newest first, as an operator reads them in the outbox. */
async function sentTo(recipient: string) {
  const operator = await loginAs(t.app, 'operator01');
  return dataOf(await call(t.app, queryOutbox, { recipient, pageSize: 50 }, { token: operator }));
}

/** The code the last message to a recipient carries. */
async function codeSentTo(recipient: string): Promise<string> {
  const page = await sentTo(recipient);
  const match = /\d{6}/.exec(page.rows[0]?.body ?? '');
  if (!match) throw new Error(`no code sent to ${recipient}`);
  return match[0];
}

const outboxCount = async (recipient: string) => (await sentTo(recipient)).total;

/**
 * Asks for an SMS code with a right picture code, as the public pages do (one solved beforehand where the
 * seconds of the throttle's answer are counted).
 */
const sendCode = async (
  mobile: string,
  purpose: 'signIn' | 'resetPassword',
  captcha?: { captchaId: string; captchaCode: string },
) => call(t.app, sendSmsCode, { mobile, purpose, ...(captcha ?? (await solvedCaptcha(t.app))) });

describe('SMS codes', () => {
  it('are stored hashed, throttled to one per 60 s per number, and sign in once', async () => {
    // The clock stands still here, so that the throttle's answer counts exactly the time travelled.
    const start = realNow().getTime();
    clock.now = () => new Date(start + offsetMs);
    const sent = dataOf(await sendCode(PURCHASER_MOBILE, 'signIn'));
    expect(sent.resendAfterSeconds).toBe(60);
    const code = await codeSentTo(PURCHASER_MOBILE);
    const [stored] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.address, PURCHASER_MOBILE));
    expect(stored.codeHash).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    travel(30_000);
    const again = await sendCode(PURCHASER_MOBILE, 'resetPassword');
    refusedWith(again, 'accounts.codeTooSoon', { seconds: 30 });

    const signedIn = dataOf(await call(t.app, loginBySms, { mobile: PURCHASER_MOBILE, code }));
    expect(signedIn.userInfo.username).toBe('purchaser01');
    expect(dataOf(await call(t.app, getUserInfo, {}, { token: signedIn.token })).username).toBe(
      'purchaser01',
    );
    refusedWith(await call(t.app, loginBySms, { mobile: PURCHASER_MOBILE, code }), 'accounts.codeWrong');
  });

  it('expire after five minutes', async () => {
    dataOf(await sendCode(PURCHASER_MOBILE, 'signIn'));
    const code = await codeSentTo(PURCHASER_MOBILE);
    travel(5 * 60_000 + 1_000);
    refusedWith(await call(t.app, loginBySms, { mobile: PURCHASER_MOBILE, code }), 'accounts.codeWrong');
  });

  it('burn after five wrong tries: the right code no longer works', async () => {
    dataOf(await sendCode(PURCHASER_MOBILE, 'signIn'));
    const code = await codeSentTo(PURCHASER_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      refusedWith(
        await call(t.app, loginBySms, { mobile: PURCHASER_MOBILE, code: wrong }),
        'accounts.codeWrong',
      );
    refusedWith(
      await call(t.app, loginBySms, { mobile: PURCHASER_MOBILE, code: wrong }),
      'accounts.codeBurned',
    );
    refusedWith(await call(t.app, loginBySms, { mobile: PURCHASER_MOBILE, code }), 'accounts.codeWrong');
  });

  it('answer alike for a number no account uses, and send nothing there', async () => {
    const unknown = '13612345678';
    const start = realNow().getTime();
    clock.now = () => new Date(start + offsetMs);
    const again = await solvedCaptcha(t.app);
    const answer = await sendCode(unknown, 'signIn');
    const known = await sendCode('13700000002', 'signIn');
    expect(answer.body).toEqual(known.body);
    expect(await outboxCount(unknown)).toBe(0);
    expect(await outboxCount('13700000002')).toBe(1);
    // The throttle holds alike too.
    refusedWith(await sendCode(unknown, 'signIn', again), 'accounts.codeTooSoon', {
      seconds: 60,
    });
  });

  it('need a right, unused picture code for signing in or a forgotten password; nothing is sent without', async () => {
    const mobile = '13800000002';
    const start = realNow().getTime();
    clock.now = () => new Date(start + offsetMs);
    const ask = (captcha: { captchaId?: string; captchaCode?: string }) =>
      call(t.app, sendSmsCode, { mobile, purpose: 'signIn', ...captcha });
    refusedWith(await ask({}), 'accounts.captchaRequired');
    const missingCode = await ask({ captchaId: (await solvedCaptcha(t.app)).captchaId });
    refusedWith(missingCode, 'accounts.captchaRequired');
    expect(missingCode.body.data).toMatchObject({ captchaRequired: 1 });

    const shown = await solvedCaptcha(t.app);
    refusedWith(await ask({ ...shown, captchaCode: `${shown.captchaCode}X` }), 'accounts.captchaWrong');
    // A wrong answer used the picture up: its right answer no longer passes.
    refusedWith(await ask(shown), 'accounts.captchaExpired');
    expect(await outboxCount(mobile)).toBe(0);

    const [right, soon] = [await solvedCaptcha(t.app), await solvedCaptcha(t.app)];
    dataOf(await ask({ ...right, captchaCode: right.captchaCode.toLowerCase() }));
    refusedWith(await ask(right), 'accounts.captchaExpired');
    // The throttle per number stays: a right picture code within 60 s is refused all the same.
    refusedWith(await ask(soon), 'accounts.codeTooSoon', { seconds: 60 });
    // A picture is good for two minutes.
    const late = await solvedCaptcha(t.app);
    travel(2 * 60_000 + 1_000);
    refusedWith(await ask(late), 'accounts.captchaExpired');
    expect(await outboxCount(mobile)).toBe(1);
  });

  it('for binding a mobile need a signed-in user and no picture code', async () => {
    const buyer = await loginAs(t.app, 'approver01');
    dataOf(
      await call(t.app, sendSmsCode, { mobile: '13612345670', purpose: 'bindMobile' }, { token: buyer }),
    );
    expect(await outboxCount('13612345670')).toBe(1);
  });

  it('for binding a mobile need a signed-in user', async () => {
    refusedWith(
      await call(t.app, sendSmsCode, { mobile: '13612345679', purpose: 'bindMobile' }),
      'accounts.bindNeedsLogin',
    );
  });
});

describe('forgotten password', () => {
  it('answers the same for unknown accounts, by SMS and by e-mail', async () => {
    const a = await sendCode('13612340000', 'resetPassword');
    const b = await sendCode('13800000003', 'resetPassword');
    expect(a.body).toEqual(b.body);
    const c = await call(t.app, sendResetEmail, { email: 'nobody@example.com' });
    await t.db.update(users).set({ email: 'approver01@procure.com' }).where(eq(users.username, 'approver01'));
    const d = await call(t.app, sendResetEmail, { email: 'approver01@procure.com' });
    expect(c.body).toEqual(d.body);
    expect(await outboxCount('nobody@example.com')).toBe(0);
    expect(await outboxCount('approver01@procure.com')).toBe(1);
  });

  it('sets a new password with the SMS code and signs the old sessions out', async () => {
    const old = await loginAs(t.app, 'supplier02');
    dataOf(await sendCode('13900000002', 'resetPassword'));
    const code = await codeSentTo('13900000002');
    const password = 'Fresh#2026x';
    refusedWith(
      await call(t.app, resetForgottenPassword, {
        mobile: '13900000002',
        code,
        password: 'weak',
        confirmPassword: 'weak',
      }),
      'validation.password',
      {},
      ErrorCode.validation,
    );
    dataOf(
      await call(t.app, resetForgottenPassword, {
        mobile: '13900000002',
        code,
        password,
        confirmPassword: password,
      }),
    );
    expect((await call(t.app, getUserInfo, {}, { token: old })).body.code).toBe('AE401');
    expect(dataOf(await call(t.app, login, { username: 'supplier02', password })).userInfo.username).toBe(
      'supplier02',
    );
    refusedWith(
      await call(t.app, login, { username: 'supplier02', password: DEMO_PASSWORD }),
      'error.loginFailed',
    );
  });

  it('sets a new password through the e-mailed link, once', async () => {
    const email = 'purchaser02@procure.com';
    await t.db.update(users).set({ email }).where(eq(users.username, 'purchaser02'));
    dataOf(await call(t.app, sendResetEmail, { email }));
    const [mail] = (await sentTo(email)).rows;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)?.[1] ?? '');
    const password = 'Linked#2026y';
    const input = { resetToken: token, password, confirmPassword: password };
    dataOf(await call(t.app, resetForgottenPassword, input));
    refusedWith(await call(t.app, resetForgottenPassword, input), 'accounts.resetLinkInvalid');
    expect(dataOf(await call(t.app, login, { username: 'purchaser02', password })).userInfo.username).toBe(
      'purchaser02',
    );
  });
});

describe('picture verification code', () => {
  it('is required after the failures the parameter names, and single use', async () => {
    const wrong = { username: 'approver01', password: 'Wrong#2026' };
    refusedWith(await call(t.app, login, wrong), 'error.loginFailed');
    const second = await call(t.app, login, wrong);
    expect(second.body.data).toMatchObject({ captchaRequired: 1 });
    refusedWith(
      await call(t.app, login, { username: 'approver01', password: DEMO_PASSWORD }),
      'accounts.captchaRequired',
    );

    const captcha = dataOf(await call(t.app, getCaptcha, {}));
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(captcha.image.split(',')[1], 'base64').toString()).toContain('<svg');
    refusedWith(
      await call(t.app, login, {
        username: 'approver01',
        password: DEMO_PASSWORD,
        captchaId: captcha.captchaId,
        captchaCode: 'XXXXX',
      }),
      'accounts.captchaWrong',
    );
    // The answer is read from the picture, as a bot that knows the font reads it (captcha-decoder.ts).
    const fresh = await solvedCaptcha(t.app);
    const withCaptcha = {
      username: 'approver01',
      password: DEMO_PASSWORD,
      captchaId: fresh.captchaId,
      captchaCode: fresh.captchaCode.toLowerCase(),
    };
    expect(dataOf(await call(t.app, login, withCaptcha)).userInfo.username).toBe('approver01');
    // Success starts the count over; the used picture code would not pass again.
    await t.db.delete(loginAttempts);
    for (let i = 0; i < 2; i += 1) await call(t.app, login, wrong);
    refusedWith(await call(t.app, login, withCaptcha), 'accounts.captchaExpired');
  });

  it('follows the parameter operators set', async () => {
    const operator = await loginAs(t.app, 'operator01');
    dataOf(
      await call(t.app, updateParam, { key: 'common.captchaAfterFailures', value: '4' } as never, {
        token: operator,
      }),
    );
    try {
      const wrong = { username: 'purchaser02', password: 'Wrong#2026' };
      for (let i = 0; i < 3; i += 1)
        expect((await call(t.app, login, wrong)).body.data).not.toMatchObject({ captchaRequired: 1 });
      expect((await call(t.app, login, wrong)).body.data).toMatchObject({ captchaRequired: 1 });
    } finally {
      dataOf(
        await call(t.app, updateParam, { key: 'common.captchaAfterFailures', value: null } as never, {
          token: operator,
        }),
      );
    }
  });
});

describe('QR sign-in', () => {
  it('signs the desktop in once after the phone confirms; the phone becomes a scan device', async () => {
    const qr = dataOf(await call(t.app, createQrLogin, {}));
    const poll = () => call(t.app, pollQrLogin, { qrToken: qr.qrToken, pollSecret: qr.pollSecret });
    expect(dataOf(await poll()).state).toBe('waiting');
    const phone = await loginAs(t.app, 'purchaser01');
    dataOf(
      await call(t.app, confirmQrLogin, { qrToken: qr.qrToken, deviceName: 'Test phone' }, { token: phone }),
    );
    refusedWith(
      await call(t.app, confirmQrLogin, { qrToken: qr.qrToken }, { token: phone }),
      'accounts.qrExpired',
    );
    const signedIn = await poll();
    const answer = dataOf(signedIn);
    expect(answer.state).toBe('signedIn');
    expect(answer.userInfo?.username).toBe('purchaser01');
    expect(signedIn.cookies.some((c) => c.name === 'auth-token' && c.value === answer.token)).toBe(true);
    expect(dataOf(await poll())).toMatchObject({ state: 'expired', token: null });

    const devices = dataOf(await call(t.app, queryScanDevices, {}, { token: phone }));
    expect(devices.map((d) => d.deviceName)).toEqual(['Test phone']);
    dataOf(await call(t.app, unbindScanDevice, { deviceId: devices[0].deviceId }, { token: phone }));
    expect((await call(t.app, getUserInfo, {}, { token: phone })).body.code).toBe('AE401');
  });

  it('cannot be confirmed signed out, with a wrong poll secret, or after two minutes', async () => {
    const qr = dataOf(await call(t.app, createQrLogin, {}));
    expect((await call(t.app, confirmQrLogin, { qrToken: qr.qrToken })).body.code).toBe('AE401');
    const phone = await loginAs(t.app, 'approver01');
    dataOf(await call(t.app, confirmQrLogin, { qrToken: qr.qrToken }, { token: phone }));
    const stolen = await call(t.app, pollQrLogin, { qrToken: qr.qrToken, pollSecret: 'x'.repeat(43) });
    expect(dataOf(stolen)).toMatchObject({ state: 'expired', token: null });

    const late = dataOf(await call(t.app, createQrLogin, {}));
    travel(2 * 60_000 + 1_000);
    refusedWith(
      await call(
        t.app,
        confirmQrLogin,
        { qrToken: late.qrToken },
        { token: await loginAs(t.app, 'approver01') },
      ),
      'accounts.qrExpired',
    );
    const latePoll = { qrToken: late.qrToken, pollSecret: late.pollSecret };
    expect(dataOf(await call(t.app, pollQrLogin, latePoll)).state).toBe('expired');
  });
});

describe('account security', () => {
  it('shows the sessions and sign-ins, and ends the other sessions', async () => {
    const first = await loginAs(t.app, 'operator02');
    const second = await loginAs(t.app, 'operator02');
    const security = dataOf(await call(t.app, getAccountSecurity, {}, { token: second }));
    expect(security.mobile).toBe('137****0002');
    expect(security.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(security.sessions.length).toBeGreaterThanOrEqual(2);
    expect(security.signIns[0]).toMatchObject({ way: 'umc_login', result: 'success' });
    const { ended } = dataOf(await call(t.app, endSessions, {}, { token: second }));
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await call(t.app, getUserInfo, {}, { token: first })).body.code).toBe('AE401');
    expect(dataOf(await call(t.app, getUserInfo, {}, { token: second })).username).toBe('operator02');
  });
});

describe('outbox', () => {
  it('is read by operators only', async () => {
    expect((await call(t.app, queryOutbox, {})).body.code).toBe('AE401');
    const buyer = await loginAs(t.app, 'purchaser01');
    expect((await call(t.app, queryOutbox, {}, { token: buyer })).body.code).toBe('E403');
    const operator = await loginAs(t.app, 'operator01');
    dataOf(await sendCode('13700000001', 'signIn'));
    const page = dataOf(
      await call(t.app, queryOutbox, { channel: 'sms', purpose: 'signIn' }, { token: operator }),
    );
    expect(page.rows[0]).toMatchObject({ channel: 'sms', recipient: '13700000001', status: 'kept' });
  });
});
