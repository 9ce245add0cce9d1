import {
  createQrLogin,
  ErrorCode,
  formatMessage,
  login,
  queryOutbox,
  registerPerson,
} from '@procuremart/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { decodeCaptcha } from '../../apps/server/src/modules/identity/test-support';
import { apiLogin, signedCall } from '../support/api';
import { waitForRoute } from '../support/back-office';
import { browserAvailable, MOBILE, useBrowser } from '../support/browser';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import { openLoginInEnglish, signIn } from '../support/orders';

const WAIT = { timeout: 20_000 };

interface Texts {
  qrTab: string;
  smsTab: string;
}
const zh: Texts = { qrTab: '扫码登录', smsTab: '短信登录' };
const en: Texts = { qrTab: 'QR code', smsTab: 'SMS code' };

/** A new individual account with its own mobile (the demo accounts' passwords stay as the other specs need). */
async function registerWithMobile(
  stamp: string,
  suffix: string,
): Promise<{ username: string; mobile: string }> {
  const username = `e2e${suffix}${stamp.slice(-8)}`;
  const mobile = `136${suffix}${stamp.slice(-7)}`;
  await signedCall(registerPerson.path, {
    username,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    userName: 'E2E',
    mobile,
  });
  return { username, mobile };
}

/** The last code sent to a number, as operator01 reads it in the outbox. */
async function codeFromOutbox(mobile: string): Promise<string> {
  const operator = await apiLogin('operator01');
  let code = '';
  await expect
    .poll(async () => {
      const page = await signedCall<{ rows: { body: string }[] }>(
        queryOutbox.path,
        { recipient: mobile, pageSize: 1 },
        operator,
      );
      code = /\d{6}/.exec(page.rows[0]?.body ?? '')?.[0] ?? '';
      return code;
    }, WAIT)
    .not.toBe('');
  return code;
}

/**
 * Types the answer of the picture code the page shows. The answer is kept hashed on the server and the picture
 * holds no character, only strokes: the suite reads it with its own decoder (the server's stroke font, matched
 * path by path), as a bot that knows the font would (SECURITY.md says what the picture does and does not stop).
 */
async function answerPictureCode(page: Page): Promise<void> {
  const image = page.getByTestId('captcha-image');
  await image.waitFor(WAIT);
  await page.getByTestId('captcha-code').fill(decodeCaptcha((await image.getAttribute('src')) ?? ''));
}

describe.skipIf(!browserAvailable())('signing in without a password', () => {
  const browser = useBrowser();

  flow(
    { pass: 'zh-desktop', pages: [] },
    'the login page shows a QR code; purchaser01 confirms it on a signed-in phone; the computer is signed in',
    async (pass, test) => {
      const t = pass.english ? en : zh;
      const desktop = await browser.openPage(test, { viewport: pass.viewport });
      await openLoginInEnglish(desktop, pass.english);
      const created = desktop.waitForResponse((r) => r.url().endsWith(createQrLogin.path));
      await desktop.getByRole('tab', { name: t.qrTab }).click();
      const { data } = (await (await created).json()) as { data: { qrToken: string } };
      await desktop.getByTestId('qr-login').locator('svg').first().waitFor(WAIT);

      const phone = await signIn(() => browser.openPage(test, { viewport: MOBILE }), 'purchaser01', false);
      await phone.goto(`/#/index/qrLoginConfirm?token=${encodeURIComponent(data.qrToken)}`);
      await phone.getByTestId('qr-confirm').click();
      await phone.getByTestId('qr-confirmed').waitFor(WAIT);
      await expectWithinScreenWidth(phone);

      await waitForRoute(desktop, /^#\/index\/memberCenter/);
      await desktop.getByTestId('user-menu').waitFor(WAIT);
    },
    120_000,
  );

  flow(
    { pass: 'en-phone', pages: [] },
    'a user resets a forgotten password with the code from the outbox; another signs in with an SMS code',
    async (pass, test) => {
      const t = pass.english ? en : zh;
      const stamp = String(Date.now());
      const forgetful = await registerWithMobile(stamp, '1');
      const texting = await registerWithMobile(stamp, '2');

      const page = await browser.openPage(test, { viewport: pass.viewport });
      await openLoginInEnglish(page, pass.english);
      await page.getByTestId('forgot-password-link').click();
      await waitForRoute(page, /^#\/forgotPassword/);
      await page.getByTestId('forgot-mobile').fill(forgetful.mobile);
      await answerPictureCode(page);
      await page.getByTestId('send-sms-code').click();
      await page.getByTestId('forgot-code').fill(await codeFromOutbox(forgetful.mobile));
      const fresh = 'Renewed#2026';
      await page.locator('#password').fill(fresh);
      await page.locator('#confirmPassword').fill(fresh);
      if (pass.mobile) await expectWithinScreenWidth(page);
      await page.getByTestId('forgot-submit').click();
      await page.getByTestId('reset-done').waitFor(WAIT);
      // The new password signs in; the old one no longer does.
      await signedCall(login.path, { username: forgetful.username, password: fresh });
      await expect(
        signedCall(login.path, { username: forgetful.username, password: DEMO_PASSWORD }),
      ).rejects.toThrow(
        `${login.path}: ${ErrorCode.business} ${formatMessage('error.loginFailed', 'zh-CN', {})}`,
      );

      await openLoginInEnglish(page, pass.english);
      await page.getByRole('tab', { name: t.smsTab }).click();
      await page.locator('#mobile').fill(texting.mobile);
      await answerPictureCode(page);
      await page.getByTestId('send-sms-code').click();
      await expect.poll(() => page.getByTestId('send-sms-code').isDisabled(), WAIT).toBe(true);
      await page.locator('#code').fill(await codeFromOutbox(texting.mobile));
      if (pass.mobile) await expectWithinScreenWidth(page);
      await page.getByTestId('sms-login-submit').click();
      await waitForRoute(page, /^#\/index\/memberCenter/);
      await page.getByTestId('user-menu').waitFor(WAIT);
    },
    120_000,
  );
});
