import { afterEach, describe, expect, it } from 'vitest';
import { login, logout, menuTexts, seeText, shownText, sideMenu } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { forgetPreferences } from '../support/preferences';

describe.skipIf(!browserAvailable())('the language switch', () => {
  const browser = useBrowser();
  // The language chosen while logged in is operator01's (kept on the server): later specs expect the default.
  afterEach(() => forgetPreferences('operator01'));

  it('turns the back office into English and remembers it after a reload', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    expect(await page.title()).toMatch(/^(\(\d+条消息\) )?我的首页 - ProcureMart$/);
    expect(await menuTexts(sideMenu(page))).toEqual(
      expect.arrayContaining(['我的首页', '账户中心', '商品中心']),
    );

    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    await expect
      .poll(() => menuTexts(sideMenu(page)), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['My home', 'Account', 'Commodities', 'System']));
    expect(await shownText(page.getByTestId('lang-switch'))).toContain('English');
    expect(await shownText(page.getByTestId('tab-memberCenter'))).toBe('My home');
    expect(await shownText(page.getByTestId('home-kind'))).toBe('Operation staff');
    expect(await page.title()).toMatch(/^(\(\d+ unread\) )?My home - ProcureMart$/);

    await page.reload();
    await sideMenu(page).waitFor();
    await seeText(page, 'Commodities');
    expect(await menuTexts(sideMenu(page))).toEqual(expect.arrayContaining(['My home', 'Account', 'System']));
    expect(await page.title()).toMatch(/^(\(\d+ unread\) )?My home - ProcureMart$/);

    // Messages from the server follow the language too.
    const confirmation = await logout(page);
    expect(confirmation).toContain('Your open tabs and personal settings are kept for your next login.');
    // Logged out, the page is in this browser's own language again (the visitor never chose English).
    await seeText(page, '密码登录');
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en-US').click();
    await page.locator('#username').fill('nobody_here');
    await page.locator('#password').fill('Wrong#2026x');
    await page.getByTestId('login-submit').click();
    await seeText(page, 'Wrong username or password');
  });
});
